import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqlite } from "@/lib/db/sqlite-database";
import { sqliteTime } from "@/lib/db/stored-values";
import type { DB } from "@/lib/db/tables";
import { exposureSelect, getExposure, type ExposureQuery } from "./exposure";
import { probeVerdictsSelect } from "./exposure-probes";

// Stand-ins for PAN hashes: the lookup only compares them.
const PAN_UNDER_CURRENT_KEY = "k2.pan-a";
const PAN_UNDER_OLD_KEY = "k1.pan-a";
const OTHER_PAN = "k2.pan-b";
const NOW = new Date("2026-11-24T06:30:00.000Z");
const TODAY = "2026-11-24";
const DAY_MS = 86_400_000;
const query: ExposureQuery = { hashes: [PAN_UNDER_CURRENT_KEY, PAN_UNDER_OLD_KEY], today: TODAY, bookedSince: new Date(NOW.getTime() - 30 * DAY_MS) };
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let dir: string;
let db: Database.Database;
let queries: Kysely<DB>;
let next = 0;

interface Row {
  panHash?: string;
  status?: string;
  amount?: number;
  maturesOn?: string | null;
  disbursed?: boolean;
  bookedAt?: Date;
}

function insertLoan({ panHash = PAN_UNDER_CURRENT_KEY, status = "Approved", amount = 100_000, maturesOn = "2027-11-24", disbursed = true, bookedAt = daysBefore(60) }: Row = {}): string {
  next += 1;
  const id = `0190a6c4-0000-7000-8000-${String(next).padStart(12, "0")}`;
  db.prepare(
    `INSERT INTO "Loan" ("id", "partnerId", "partnerLoanId", "loanAccountNumber", "status", "mobileNumber", "fullName", "loanAmount", "body", "panHash", "maturesOn", "policy", "policyVersion", "disbursedAt", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, '9876543210', 'Asha', ?, 'sealed', ?, ?, '{}', 'v', ?, ?, ?)`,
  ).run(
    id,
    `partner-${next % 2}`,
    `PL-${next}`,
    `LD${String(next).padStart(10, "0")}`,
    status,
    amount,
    panHash,
    maturesOn,
    disbursed ? sqliteTime(bookedAt) : null,
    sqliteTime(bookedAt),
    sqliteTime(bookedAt),
  );
  return id;
}

const exposure = (excludeLoanId: string | null = null) => getExposure(queries, query, excludeLoanId);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "exposure-"));
  const file = path.join(dir, "loans.db");
  db = new Database(file);
  const root = path.join(__dirname, "../../prisma/migrations/sqlite");
  for (const name of readdirSync(root).sort()) db.exec(readFileSync(path.join(root, name, "migration.sql"), "utf8"));
  db.pragma("foreign_keys = OFF");
  // The service's own binding of dates, so that the lookup compares `createdAt` as the service stores it.
  queries = new Kysely<DB>({ dialect: new SqliteDialect({ database: openSqlite(file, 1_000) }) });
});

afterEach(async () => {
  await queries.destroy();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the exposure lookup: a PAN's live loans (contract v3 section 5)", () => {
  it("finds nothing for a new customer", async () => {
    expect(await exposure()).toEqual({ loans: 0, amount: 0 });
  });

  it("counts the PAN's disbursed loans whose last instalment is today or later, under every key, whichever partner booked them", async () => {
    insertLoan({ amount: 100_000 });
    insertLoan({ amount: 200_000, maturesOn: TODAY });
    insertLoan({ amount: 300_000, panHash: PAN_UNDER_OLD_KEY });
    insertLoan({ amount: 400_000, maturesOn: "2026-11-23" }); // its last instalment fell due yesterday
    insertLoan({ amount: 500_000, status: "Rejected", disbursed: false, bookedAt: daysBefore(1) });
    insertLoan({ amount: 600_000, panHash: OTHER_PAN });
    expect(await exposure()).toEqual({ loans: 3, amount: 600_000 });
  });

  it("counts an Approved loan not disbursed for APPROVAL_VALIDITY_DAYS after its booking, and not after", async () => {
    insertLoan({ amount: 10_000, disbursed: false, bookedAt: daysBefore(1) });
    insertLoan({ amount: 20_000, disbursed: false, bookedAt: query.bookedSince });
    insertLoan({ amount: 40_000, disbursed: false, bookedAt: new Date(query.bookedSince.getTime() - 1) });
    insertLoan({ amount: 80_000, disbursed: false, bookedAt: daysBefore(31) });
    expect(await exposure()).toEqual({ loans: 2, amount: 30_000 });
  });

  it("counts a disbursed loan however long ago it was booked, and its maturity, not its booking, ends it", async () => {
    insertLoan({ amount: 50_000, bookedAt: daysBefore(400) });
    insertLoan({ amount: 70_000, bookedAt: daysBefore(1), maturesOn: "2026-11-23" });
    expect(await exposure()).toEqual({ loans: 1, amount: 50_000 });
  });

  it("counts a disbursed loan without a maturity date as live", async () => {
    insertLoan({ amount: 50_000, maturesOn: null });
    expect(await exposure()).toEqual({ loans: 1, amount: 50_000 });
  });

  it("leaves out the loan being updated", async () => {
    const updated = insertLoan({ amount: 100_000 });
    insertLoan({ amount: 250_000 });
    expect(await exposure(updated)).toEqual({ loans: 1, amount: 250_000 });
  });

  // The status is no index's key: with stale statistics PostgreSQL otherwise read every Approved loan through the status's index.
  it("is a search of the PAN's index entries, never of a status's loans", () => {
    for (const excluded of [null, "some-id"]) {
      const { sql, parameters } = exposureSelect(queries, query, excluded).compile();
      const bound = parameters.map((value) => (value instanceof Date ? sqliteTime(value) : value));
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...bound) as { detail: string }[];
      expect(plan.map((step) => step.detail)).toEqual(["SEARCH Loan USING INDEX Loan_panHash_idx (panHash=?)"]);
    }
  });
});

describe("the count of one partner's exposure verdicts on a PAN", () => {
  // Without it SQLite, which keeps no statistics, and PostgreSQL, combining the partner's index with the PAN's, walked every loan of the partner, and each booking took longer than the last.
  it("is found through the PAN's hashes, not the partner's loans", () => {
    const { sql, parameters } = probeVerdictsSelect(queries, "partner-1", query, daysBefore(30)).compile();
    // Dates and booleans as the layer binds them on SQLite (lib/db/stored-values.ts).
    const bound = parameters.map((value) => (value instanceof Date ? sqliteTime(value) : typeof value === "boolean" ? Number(value) : value));
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...bound) as { detail: string }[]).map((step) => step.detail);
    expect(plan.filter((step) => step.includes(" Loan "))).toEqual([
      "SEARCH Loan USING INDEX Loan_panHash_idx (panHash=?)",
      "SEARCH Loan USING INDEX Loan_panHash_idx (panHash=?)",
    ]);
  });
});
