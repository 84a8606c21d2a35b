import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { dataKeyringOf } from "@/lib/crypto/data-key";
import { LOAN_BODY, sealText } from "@/lib/crypto/sealed-columns";
import type { StatementStore } from "@/lib/db/statement-store";
import { backfillMaturesOn } from "./maturity-backfill";

const keyring = dataKeyringOf(randomBytes(32));
const id = (n: number) => `0190a6c4-0000-7000-8000-${String(n).padStart(12, "0")}`;

function database(): Database.Database {
  const db = new Database(":memory:");
  const root = path.join(__dirname, "../../prisma/migrations/sqlite");
  for (const name of readdirSync(root).sort()) db.exec(readFileSync(path.join(root, name, "migration.sql"), "utf8"));
  db.pragma("foreign_keys = OFF");
  return db;
}

const storeOn = (db: Database.Database): StatementStore => ({
  all: async <T>(sql: string, params: Parameters<StatementStore["all"]>[1]) => db.prepare(sql).all(...params) as T[],
  transaction: async (statements) => db.transaction(() => statements.map(({ sql, params }) => db.prepare(sql).run(...params).changes))(),
});

function insertLoan(db: Database.Database, n: number, body: Record<string, unknown>) {
  db.prepare(
    `INSERT INTO "Loan" ("id", "partnerId", "partnerLoanId", "loanAccountNumber", "status", "mobileNumber", "fullName", "loanAmount", "body", "panHash", "policy", "policyVersion", "updatedAt")
     VALUES (?, 'p', ?, ?, 'Approved', '9876543210', 'Asha', 100000, ?, NULL, '{}', 'v', '2026-11-01T00:00:00.000+00:00')`,
  ).run(id(n), `PL-${n}`, `LD${String(n).padStart(10, "0")}`, sealText(LOAN_BODY, id(n), JSON.stringify(body), keyring));
}

const maturities = (db: Database.Database) => (db.prepare(`SELECT "maturesOn" FROM "Loan" ORDER BY "id"`).all() as { maturesOn: string | null }[]).map((row) => row.maturesOn);

describe("the data step of migration 0007", () => {
  it("dates every older loan's last instalment from its encrypted body, in batches, and a second run finds nothing to do", async () => {
    const db = database();
    for (let n = 1; n <= 450; n++) insertLoan(db, n, { loan_application_date: "2026-01-31", loan_tenure: 1 + (n % 2) });
    insertLoan(db, 451, {
      loan_application_date: "2026-10-01",
      loan_tenure: 2,
      repayment_schedule: [{ due_date: "2026-11-15", due_amount: 1 }, { due_date: "2026-12-15", due_amount: 1 }],
    });
    expect(await backfillMaturesOn(storeOn(db), keyring)).toBe(451);
    const dates = maturities(db);
    expect(dates.slice(0, 2)).toEqual(["2026-03-31", "2026-02-28"]);
    expect(dates.at(-1)).toBe("2026-12-15");
    expect(dates.every((date) => date !== null)).toBe(true);
    expect(await backfillMaturesOn(storeOn(db), keyring)).toBe(0);
  });
});
