import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own (or the PostgreSQL server scripts/with-postgres.sh started), named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-single-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = process.env.LAYER_TEST_DATABASE_URL ?? `file:${file}`;
  process.env.LOG_LEVEL = "silent";
  return file;
});

import { disconnect, read, skipLockedRows, writeOneStatement } from "./client";
import { migrate } from "./migrate";

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  await disconnect();
  rmSync(database, { force: true });
  rmSync(`${database}-wal`, { force: true });
  rmSync(`${database}-shm`, { force: true });
});

const partner = (id: string, createdAt: Date) => ({ id, name: `Partner ${id}`, createdAt });

describe("one statement on its own", () => {
  it("reports how many rows an INSERT … ON CONFLICT DO NOTHING stored: the first one, then none", async () => {
    const id = `single-${Date.now()}-conflict`;
    const insert = () =>
      writeOneStatement((queries) =>
        queries
          .insertInto("Partner")
          .values(partner(id, new Date()))
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst(),
      );
    expect((await insert()).numInsertedOrUpdatedRows).toBe(BigInt(1));
    expect((await insert()).numInsertedOrUpdatedRows).toBe(BigInt(0));
  });

  it("deletes the oldest rows a batch at a time through a subquery that skips locked rows", async () => {
    const stamp = Date.now();
    const base = new Date("2020-01-01T00:00:00.000Z").getTime();
    for (const index of [0, 1, 2]) {
      await writeOneStatement((queries) => queries.insertInto("Partner").values(partner(`single-${stamp}-${index}`, new Date(base + index))).execute());
    }
    const result = await writeOneStatement((queries) =>
      queries
        .deleteFrom("Partner")
        .where(
          "id",
          "in",
          skipLockedRows(queries.selectFrom("Partner").select("id").where("id", "like", `single-${stamp}-%`).orderBy("createdAt").limit(2)),
        )
        .executeTakeFirst(),
    );
    expect(result.numDeletedRows).toBe(BigInt(2));
    const left = await read((queries) => queries.selectFrom("Partner").select("id").where("id", "like", `single-${stamp}-%`).execute());
    expect(left.map((row) => row.id)).toEqual([`single-${stamp}-2`]);
  });
});
