import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own (or the PostgreSQL server scripts/with-postgres.sh started), named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-layer-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = process.env.LAYER_TEST_DATABASE_URL ?? `file:${file}`;
  process.env.LOG_LEVEL = "silent";
  return file;
});

import { changeTogether, disconnect, forUpdate, read, write, writeOneStatement } from "./client";
import { migrate } from "./migrate";

const partner = (id: string, createdAt: Date) => ({ id, name: `Partner ${id}`, createdAt });

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  await disconnect();
  rmSync(database, { force: true });
  rmSync(`${database}-wal`, { force: true });
  rmSync(`${database}-shm`, { force: true });
});

describe("the query layer", () => {
  it("gives back a stored time as the same Date, to the millisecond, and compares times as times", async () => {
    const at = new Date("2026-11-24T18:30:00.123Z");
    const id = `layer-${Date.now()}-dates`;
    await writeOneStatement((queries) => changeTogether(queries, [queries.insertInto("Partner").values(partner(id, at))]));
    const row = await read((queries) => queries.selectFrom("Partner").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
    expect(row.createdAt).toEqual(at);
    const later = await read((queries) =>
      queries.selectFrom("Partner").select("id").where("id", "=", id).where("createdAt", ">", new Date("2026-11-24T18:29:59.999Z")).execute(),
    );
    expect(later).toHaveLength(1);
  });

  it("counts as numbers on either database", async () => {
    const { count } = await read((queries) => queries.selectFrom("Partner").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow());
    expect(typeof count).toBe("number");
  });

  it("undoes a write that throws and keeps the writes queued beside it", async () => {
    const stamp = Date.now();
    const now = new Date();
    const results = await Promise.allSettled([
      write((queries) => queries.insertInto("Partner").values(partner(`layer-${stamp}-a`, now)).execute()),
      write(async (queries) => {
        await queries.insertInto("Partner").values(partner(`layer-${stamp}-b`, now)).execute();
        throw new Error("refused");
      }),
      write((queries) => changeTogether(queries, [queries.insertInto("Partner").values(partner(`layer-${stamp}-c`, now))])),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const ids = await read((queries) => queries.selectFrom("Partner").select("id").where("id", "like", `layer-${stamp}-%`).orderBy("id").execute());
    expect(ids.map((row) => row.id)).toEqual([`layer-${stamp}-a`, `layer-${stamp}-c`]);
  });

  it("reads a row for update inside a write and changes it", async () => {
    const id = `layer-${Date.now()}-lock`;
    await writeOneStatement((queries) => changeTogether(queries, [queries.insertInto("Partner").values(partner(id, new Date()))]));
    await write(async (queries) => {
      const row = await forUpdate(queries.selectFrom("Partner").selectAll().where("id", "=", id)).executeTakeFirstOrThrow();
      await queries.updateTable("Partner").set({ name: `${row.name} (renamed)` }).where("id", "=", id).execute();
    });
    const row = await read((queries) => queries.selectFrom("Partner").select("name").where("id", "=", id).executeTakeFirstOrThrow());
    expect(row.name).toBe(`Partner ${id} (renamed)`);
  });
});
