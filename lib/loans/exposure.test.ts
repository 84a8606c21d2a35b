import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { DB } from "@/lib/db/tables";
import { exposureSelect, readExposure, type ExposureQuery } from "./exposure";

// Stand-ins for PAN hashes: the lookup only compares them.
const PAN_UNDER_CURRENT_KEY = "k2.pan-a";
const PAN_UNDER_OLD_KEY = "k1.pan-a";
const OTHER_PAN = "k2.pan-b";
const TODAY = "2026-11-24";
const query: ExposureQuery = { hashes: [PAN_UNDER_CURRENT_KEY, PAN_UNDER_OLD_KEY], today: TODAY };

let db: Database.Database;
let queries: Kysely<DB>;
let next = 0;

function insertLoan({ panHash = PAN_UNDER_CURRENT_KEY, status = "Approved", amount = 100_000, maturesOn = "2027-11-24" as string | null } = {}): string {
  next += 1;
  const id = `0190a6c4-0000-7000-8000-${String(next).padStart(12, "0")}`;
  db.prepare(
    `INSERT INTO "Loan" ("id", "partnerId", "partnerLoanId", "loanAccountNumber", "status", "mobileNumber", "fullName", "loanAmount", "body", "panHash", "maturesOn", "policy", "policyVersion", "updatedAt")
     VALUES (?, ?, ?, ?, ?, '9876543210', 'Asha', ?, 'sealed', ?, ?, '{}', 'v', '2026-11-01T00:00:00.000+00:00')`,
  ).run(id, `partner-${next % 2}`, `PL-${next}`, `LD${String(next).padStart(10, "0")}`, status, amount, panHash, maturesOn);
  return id;
}

const exposure = (excludeLoanId: string | null = null) => readExposure(queries, query, excludeLoanId);

beforeEach(() => {
  db = new Database(":memory:");
  const root = path.join(__dirname, "../../prisma/migrations/sqlite");
  for (const name of readdirSync(root).sort()) db.exec(readFileSync(path.join(root, name, "migration.sql"), "utf8"));
  db.pragma("foreign_keys = OFF");
  queries = new Kysely<DB>({ dialect: new SqliteDialect({ database: db }) });
});

describe("the exposure lookup", () => {
  it("finds nothing for a new customer", async () => {
    expect(await exposure()).toEqual({ loans: 0, amount: 0 });
  });

  it("counts the PAN's Approved loans whose last instalment is today or later, under every key, whichever partner booked them", async () => {
    insertLoan({ amount: 100_000 });
    insertLoan({ amount: 200_000, maturesOn: TODAY });
    insertLoan({ amount: 300_000, panHash: PAN_UNDER_OLD_KEY });
    insertLoan({ amount: 400_000, maturesOn: "2026-11-23" }); // matured yesterday
    insertLoan({ amount: 500_000, status: "Rejected" });
    insertLoan({ amount: 600_000, panHash: OTHER_PAN });
    expect(await exposure()).toEqual({ loans: 3, amount: 600_000 });
  });

  it("counts a loan without a maturity date as live", async () => {
    insertLoan({ amount: 50_000, maturesOn: null });
    expect(await exposure()).toEqual({ loans: 1, amount: 50_000 });
  });

  it("leaves out the loan being updated", async () => {
    const updated = insertLoan({ amount: 100_000 });
    insertLoan({ amount: 250_000 });
    expect(await exposure(updated)).toEqual({ loans: 1, amount: 250_000 });
  });

  it("is a search of the (panHash, status, maturesOn) index, not a scan", () => {
    for (const excluded of [null, "some-id"]) {
      const { sql, parameters } = exposureSelect(queries, query, excluded).compile();
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[];
      expect(plan.map((step) => step.detail)).toEqual(["SEARCH Loan USING INDEX Loan_panHash_status_maturesOn_idx (panHash=? AND status=?)"]);
    }
  });
});
