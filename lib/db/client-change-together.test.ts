import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own (or a PostgreSQL server named by LAYER_TEST_DATABASE_URL), named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-change-together-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = process.env.LAYER_TEST_DATABASE_URL ?? `file:${file}`;
  process.env.LOG_LEVEL = "silent";
  return file;
});

import { changeTogether, disconnect, read, write, writeOneStatement } from "./client";
import { migrate } from "./migrate";

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
});

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
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
