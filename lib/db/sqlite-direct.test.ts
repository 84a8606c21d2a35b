import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeSqliteDirect, insertRows, sqliteRead, sqliteWrite } from "./sqlite-direct";
import { holdingWriteGate } from "./write-gate";

const file = path.join(mkdtempSync(path.join(tmpdir(), "loandesk-direct-")), "test.db");
let check: Database.Database;

beforeAll(() => {
  process.env.DATABASE_URL = `file:${file}`;
  check = new Database(file);
  check.pragma("journal_mode = WAL");
  check.exec('CREATE TABLE "Item" ("id" TEXT PRIMARY KEY, "at" TEXT)');
});

beforeEach(() => {
  check.exec('DELETE FROM "Item"');
});

afterAll(() => {
  closeSqliteDirect();
  check.close();
});

const ids = () => check.prepare('SELECT "id" FROM "Item" ORDER BY "id"').pluck().all();

describe("sqliteWrite", () => {
  it("commits writes queued together, and undoes only the one that fails", async () => {
    const results = await Promise.allSettled([
      sqliteWrite((session) => insertRows(session, "Item", [{ id: "a", at: null }])),
      sqliteWrite((session) => {
        insertRows(session, "Item", [{ id: "b", at: null }]);
        insertRows(session, "Item", [{ id: "a", at: null }]);
      }),
      sqliteWrite((session) => insertRows(session, "Item", [{ id: "c", at: new Date("2026-01-02T03:04:05.678Z") }])),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[1]).toMatchObject({ reason: { code: "SQLITE_CONSTRAINT_PRIMARYKEY" } });
    expect(ids()).toEqual(["a", "c"]);
    expect(check.prepare('SELECT "at" FROM "Item" WHERE "id" = ?').pluck().get("c")).toBe("2026-01-02T03:04:05.678+00:00");
  });

  it("hands each write its own result and each failure its own error", async () => {
    const [first, second] = await Promise.allSettled([
      sqliteWrite((session) => session.run('INSERT INTO "Item" ("id") VALUES (?)', "x")),
      sqliteWrite(() => {
        throw new Error("refused");
      }),
    ]);
    expect(first).toEqual({ status: "fulfilled", value: 1 });
    expect(second).toMatchObject({ status: "rejected", reason: { message: "refused" } });
  });

  it("waits while a Prisma write transaction holds the gate", async () => {
    let written: Promise<unknown> | undefined;
    await holdingWriteGate(async () => {
      written = sqliteWrite((session) => insertRows(session, "Item", [{ id: "later", at: null }]));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ids()).toEqual([]);
    });
    await written;
    expect(ids()).toEqual(["later"]);
  });
});

describe("sqliteRead", () => {
  it("sees what was written", async () => {
    await sqliteWrite((session) => insertRows(session, "Item", [{ id: "r", at: null }]));
    expect(sqliteRead((session) => session.all<{ id: string }>('SELECT "id" FROM "Item"'))).toEqual([{ id: "r" }]);
  });
});
