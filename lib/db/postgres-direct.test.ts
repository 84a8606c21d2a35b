import { afterEach, describe, expect, it } from "vitest";
import { numberedPlaceholders, parseUtcTimestamp } from "./postgres-direct";

describe("numberedPlaceholders", () => {
  it("numbers each ? in order, across the WITH queries of one statement", () => {
    expect(numberedPlaceholders('WITH "a" AS (INSERT INTO "T" ("x", "y") VALUES (?, ?)) UPDATE "U" SET "z" = ? WHERE "id" = ?')).toBe(
      'WITH "a" AS (INSERT INTO "T" ("x", "y") VALUES ($1, $2)) UPDATE "U" SET "z" = $3 WHERE "id" = $4',
    );
  });
});

describe("parseUtcTimestamp", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("reads a timestamp column as the UTC time Prisma wrote, whatever the server's time zone", () => {
    process.env.TZ = "Asia/Kolkata";
    expect(parseUtcTimestamp("2026-11-23 01:02:03.456").toISOString()).toBe("2026-11-23T01:02:03.456Z");
  });
});
