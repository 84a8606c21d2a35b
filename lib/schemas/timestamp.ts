import { z } from "zod";

const WITH_OFFSET = "must be an ISO 8601 timestamp with its offset, e.g. 2026-11-22T09:28:56.123Z or 2026-11-22T14:58:56+05:30";

/**
 * A moment the partner reports (the borrower's acceptance, the agreement's
 * execution, a consent): ISO 8601 with its offset, `Z` or `+05:30`, read as
 * that instant. A time without an offset names no instant and is refused:
 * the same digits are five and a half hours apart in India and in UTC.
 */
const withOffset = () => z.iso.datetime({ offset: true, error: WITH_OFFSET });

export const instant = (description: string) =>
  withOffset()
    .transform((value) => new Date(value))
    .meta({ description: `${description} ISO 8601 with an offset (Z or +05:30); answered in UTC with milliseconds.`, examples: ["2026-11-22T09:28:56.123Z"] });

/** Where a schema reads the time: the system clock, or a fixed one in tests. */
export type Clock = () => Date;

/** A moment as `instant` reads it, not after `clock()`, kept as UTC text with milliseconds. */
export const pastInstantAt = (clock: Clock) =>
  withOffset()
    .transform((value) => new Date(value).toISOString())
    .refine((iso) => Date.parse(iso) <= clock().getTime(), "must not be in the future");

/** The SHA-256 of a document, as 64 hex digits (either case; kept in lower case). */
export const sha256Hex = (description: string) =>
  z
    .string({ error: "must be a string" })
    .regex(/^[0-9a-fA-F]{64}$/, "must be a SHA-256 as 64 hexadecimal digits")
    .transform((value) => value.toLowerCase())
    .meta({ description, examples: ["9f2c1e0b7a8d4c3f2e1d0c9b8a7f6e5d4c3b2a19f8e7d6c5b4a39281706f5e4d"] });
