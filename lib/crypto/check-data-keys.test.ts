import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import type { SqlValue, StatementStore } from "@/lib/db/statement-store";
import { assertNewestValuesReadable } from "./check-data-keys";
import { dataKeyringOf } from "./data-key";
import { IDEMPOTENT_RESPONSE, sealText } from "./sealed-columns";

const keyring = dataKeyringOf(randomBytes(32));
const id = (n: number) => `0190a6c4-0000-7000-8000-${String(n).padStart(12, "0")}`;

let db: Database.Database;

const store = (): StatementStore => ({
  all: async <T>(sql: string, params: SqlValue[]) => db.prepare(sql).all(...params) as T[],
  transaction: async () => [],
});

beforeEach(() => {
  db = new Database(":memory:");
  const root = path.join(__dirname, "../../prisma/migrations/sqlite");
  for (const name of readdirSync(root).sort()) db.exec(readFileSync(path.join(root, name, "migration.sql"), "utf8"));
});

describe("assertNewestValuesReadable", () => {
  it("looks past an Idempotency-Key reserved while its operation runs (no answer yet) to the newest answer", async () => {
    db.prepare(`INSERT INTO "IdempotencyRecord" ("id", "partnerId", "scope", "key", "requestHash", "responseStatus", "responseBody") VALUES (?, 'p', 's', 'k1', 'h', 201, ?)`).run(
      id(1),
      sealText(IDEMPOTENT_RESPONSE, id(1), "{}", keyring),
    );
    db.prepare(`INSERT INTO "IdempotencyRecord" ("id", "partnerId", "scope", "key", "requestHash") VALUES (?, 'p', 's', 'k2', 'h')`).run(id(2));

    await expect(assertNewestValuesReadable(store(), keyring)).resolves.toBeUndefined();
  });

  it("refuses a keyring that cannot read the newest answer", async () => {
    db.prepare(`INSERT INTO "IdempotencyRecord" ("id", "partnerId", "scope", "key", "requestHash", "responseStatus", "responseBody") VALUES (?, 'p', 's', 'k1', 'h', 201, ?)`).run(
      id(1),
      sealText(IDEMPOTENT_RESPONSE, id(1), "{}", keyring),
    );

    await expect(assertNewestValuesReadable(store(), dataKeyringOf(randomBytes(32)))).rejects.toThrow("is not configured");
  });
});
