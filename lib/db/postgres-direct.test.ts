import type pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("statement names", () => {
  const globalForPool = globalThis as unknown as { loandeskPostgresPool?: pg.Pool };
  afterEach(() => {
    globalForPool.loandeskPostgresPool = undefined;
  });

  it("are one per statement in the process, even when the module is loaded twice (routes and background jobs are bundled apart)", async () => {
    const sent: { name: string; text: string }[] = [];
    const query = async (config: { name: string; text: string }) => {
      sent.push({ name: config.name, text: config.text });
      return { rows: [], rowCount: 0 };
    };
    globalForPool.loandeskPostgresPool = { query } as unknown as pg.Pool;
    vi.resetModules();
    const jobs = await import("./postgres-direct");
    vi.resetModules();
    const routes = await import("./postgres-direct");

    await jobs.postgresAutocommit((session) => session.run('DELETE FROM "A" WHERE "x" < ?', 1));
    await routes.postgresAutocommit((session) => session.run('SELECT "y" FROM "B" WHERE "z" = ?', 2));
    await routes.postgresAutocommit((session) => session.run('DELETE FROM "A" WHERE "x" < ?', 3));

    const [purge, select, purgeAgain] = sent;
    expect(select?.name).not.toBe(purge?.name);
    expect(purgeAgain).toEqual(purge);
  });
});
