import { randomInt } from "node:crypto";
import { v7 as uuidv7 } from "uuid";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Time-ordered, so ordering by id is ordering by creation. */
export const newId = (): string => uuidv7();

export const isUuid = (value: string): boolean => UUID.test(value);

/** `LD` + 10 digits; uniqueness is enforced by the database and retried on a clash. */
export function newLoanAccountNumber(): string {
  return `LD${String(randomInt(0, 1e10)).padStart(10, "0")}`;
}

/** The smallest UUID v7 of the millisecond `time`: every id made at that time or after sorts at or above it. */
export function firstIdAt(time: Date): string {
  const hex = Math.max(0, time.getTime()).toString(16).padStart(12, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}
