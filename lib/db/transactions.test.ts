import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { INDIA_UTC_OFFSET_MINUTES } from "@/lib/calendar/india-day";

// A database file of this test's own (or the PostgreSQL server scripts/with-postgres.sh started), named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-layer-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = process.env.LAYER_TEST_DATABASE_URL ?? `file:${file}`;
  process.env.LOG_LEVEL = "silent";
  return file;
});

import { compiledOnce } from "./compiled";
import { databaseKind, disconnect } from "./database";
import { postgresPool, postgresPoolUse } from "./postgres-pool";
import { forUpdate, skipLockedRows } from "./locks";
import { changeTogether, read, write, writeOneStatement } from "./transactions";
import { migrate } from "@/lib/migrations/migrate";
import { fromJsonText, jsonRow, jsonRows, zonedDayOf } from "./sql-functions";

const partner = (id: string, createdAt: Date) => ({ id, name: `Partner ${id}`, createdAt });

/** Partners with these ids, all created at one time. */
const storePartners = (ids: string[], createdAt = new Date("2026-11-24T10:00:00.000Z")) =>
  write((queries) =>
    queries
      .insertInto("Partner")
      .values(ids.map((id) => partner(id, createdAt)))
      .execute(),
  );

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

  it("names the day in India of a stored time, as YYYY-MM-DD text, on either database", async () => {
    const stamp = Date.now();
    await write((queries) =>
      queries
        .insertInto("Partner")
        .values([partner(`layer-${stamp}-day-a`, new Date("2026-11-24T18:29:59.000Z")), partner(`layer-${stamp}-day-b`, new Date("2026-11-24T18:30:00.000Z"))])
        .execute(),
    );
    const day = zonedDayOf("createdAt", INDIA_UTC_OFFSET_MINUTES);
    const rows = await read((queries) => queries.selectFrom("Partner").select(["id", day.as("day")]).where("id", "like", `layer-${stamp}-day-%`).orderBy("id").execute());
    expect(rows.map((row) => row.day)).toEqual(["2026-11-24", "2026-11-25"]);
  });

  it("counts as numbers on either database", async () => {
    const { count } = await read((queries) => queries.selectFrom("Partner").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow());
    expect(typeof count).toBe("number");
  });

  it("reads rows of a subquery, in its order, as one JSON column, and a subquery without rows as null", async () => {
    const stamp = Date.now();
    await storePartners([`layer-${stamp}-json-a`, `layer-${stamp}-json-b`]);
    const row = await read((queries) =>
      queries
        .selectFrom("Partner")
        .select((eb) => [
          jsonRows(eb.selectFrom("Partner as child").select(["child.id", "child.name"]).where("child.id", "like", `layer-${stamp}-json-%`).orderBy("child.id", "desc")).as("children"),
          jsonRow(eb.selectFrom("Partner as child").select(["child.id"]).where("child.id", "=", "none").limit(1)).as("missing"),
        ])
        .where("id", "=", `layer-${stamp}-json-a`)
        .executeTakeFirstOrThrow(),
    );
    expect(fromJsonText(row.children)).toEqual([
      { id: `layer-${stamp}-json-b`, name: `Partner layer-${stamp}-json-b` },
      { id: `layer-${stamp}-json-a`, name: `Partner layer-${stamp}-json-a` },
    ]);
    expect(row.missing).toBeNull();
  });

  it("pages with LIMIT and OFFSET, written into the SQL on SQLite so that the statement is planned once", async () => {
    const stamp = Date.now();
    await storePartners(["a", "b", "c"].map((letter) => `layer-${stamp}-page-${letter}`));
    const page = await read((queries) => {
      const query = queries.selectFrom("Partner").select("id").where("id", "like", `layer-${stamp}-page-%`).orderBy("id").limit(2).offset(1);
      if (databaseKind() === "sqlite") expect(query.compile().sql).toMatch(/limit 2 offset 1$/);
      return query.execute();
    });
    expect(page.map((row) => row.id)).toEqual([`layer-${stamp}-page-b`, `layer-${stamp}-page-c`]);
  });

  it("runs a query compiled once with each call's values, and refuses one that does not use a value as a parameter", async () => {
    const stamp = Date.now();
    const at = new Date("2026-11-24T10:00:00.000Z");
    await storePartners([`layer-${stamp}-once-a`, `layer-${stamp}-once-b`], at);
    const byId = compiledOnce(["id"], (queries, { id }) => queries.selectFrom("Partner").select(["id", "createdAt"]).where("id", "=", id).limit(1));
    expect(await read((queries) => byId(queries, { id: `layer-${stamp}-once-a` }))).toEqual([{ id: `layer-${stamp}-once-a`, createdAt: at }]);
    expect(await read((queries) => byId(queries, { id: `layer-${stamp}-once-b` }))).toEqual([{ id: `layer-${stamp}-once-b`, createdAt: at }]);
    expect(await read((queries) => byId(queries, { id: "none" }))).toEqual([]);
    const unused = compiledOnce(["id"], (queries) => queries.selectFrom("Partner").select("id"));
    await expect(read((queries) => unused(queries, { id: "x" }))).rejects.toThrow(/id not used as a parameter/);
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

const names = (prefix: string) =>
  read((queries) => queries.selectFrom("Partner").select(["id", "name"]).where("id", "like", `${prefix}-%`).orderBy("id").execute());

describe("changeTogether", () => {
  it("applies an update and an insert together", async () => {
    const prefix = `together-${Date.now()}`;
    const now = new Date();
    await writeOneStatement((queries) => changeTogether(queries, [queries.insertInto("Partner").values({ id: `${prefix}-a`, name: "A", createdAt: now })]));
    await write((queries) =>
      changeTogether(queries, [
        queries.updateTable("Partner").set({ name: "A renamed" }).where("id", "=", `${prefix}-a`),
        queries.insertInto("Partner").values({ id: `${prefix}-b`, name: "B", createdAt: now }),
      ]),
    );
    expect(await names(prefix)).toEqual([
      { id: `${prefix}-a`, name: "A renamed" },
      { id: `${prefix}-b`, name: "B" },
    ]);
  });

  it("changes nothing when one of the changes fails", async () => {
    const prefix = `together-${Date.now()}-fail`;
    const now = new Date();
    await writeOneStatement((queries) => changeTogether(queries, [queries.insertInto("Partner").values({ id: `${prefix}-a`, name: "A", createdAt: now })]));
    const attempt = write((queries) =>
      changeTogether(queries, [
        queries.updateTable("Partner").set({ name: "A renamed" }).where("id", "=", `${prefix}-a`),
        queries.insertInto("Partner").values({ id: `${prefix}-a`, name: "A again", createdAt: now }),
      ]),
    );
    await expect(attempt).rejects.toThrow();
    expect(await names(prefix)).toEqual([{ id: `${prefix}-a`, name: "A" }]);
  });
});

// PostgreSQL only: SQLite has one connection and no pool.
describe.runIf(process.env.DATABASE_URL?.startsWith("postgres"))("the PostgreSQL pool", () => {
  it("keeps the connections a rise in load opened once they fall idle, so the next rise does not open them again", async () => {
    const pool = postgresPool();
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    // Only the idle timers these releases start are faked: the connections themselves stay real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      for (const client of held) client.release();
      const open = pool.totalCount;
      expect(open).toBeGreaterThanOrEqual(3);
      vi.advanceTimersByTime((pool.options.idleTimeoutMillis ?? 10_000) + 1_000);
      expect(postgresPoolUse()).toMatchObject({ total: open, idle: open });
    } finally {
      vi.useRealTimers();
    }
  });
});
