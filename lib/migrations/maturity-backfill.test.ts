import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { dataKeyringOf } from "@/lib/crypto/data-key";
import { LOAN_BODY, sealText } from "@/lib/crypto/sealed-columns";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import { backfillMaturesOn } from "./maturity-backfill";
import { sqliteMigrationQueries } from "./migration-queries";

const keyring = dataKeyringOf(randomBytes(32));
const id = (n: number) => `0190a6c4-0000-7000-8000-${String(n).padStart(12, "0")}`;

function database(): Database.Database {
  const db = new Database(":memory:");
  const root = path.join(__dirname, "../../prisma/migrations/sqlite");
  for (const name of readdirSync(root).sort()) db.exec(readFileSync(path.join(root, name, "migration.sql"), "utf8"));
  db.pragma("foreign_keys = OFF");
  return db;
}

const terms = { loan_application_date: "2026-01-20", loan_amount: 100_000, interest_rate: 12, loan_tenure: 12, payment_frequency: PAYMENT_FREQUENCY.monthly };
const paidOn = (date: string) => ({ ...terms, disbursal_detail: [{ date, amount: 100_000, disbursal_type: DISBURSAL_TYPE.principal }] });

// Booked at 20:00 UTC: already the next day in India.
function insertLoan(db: Database.Database, n: number, body: Record<string, unknown>, { maturesOn = null as string | null, bookedAt = "2026-01-31T20:00:00.000+00:00" } = {}) {
  db.prepare(
    `INSERT INTO "Loan" ("id", "partnerId", "partnerLoanId", "loanAccountNumber", "status", "mobileNumber", "fullName", "loanAmount", "body", "panHash", "maturesOn", "policy", "policyVersion", "createdAt", "updatedAt")
     VALUES (?, 'p', ?, ?, 'Approved', '9876543210', 'Asha', 100000, ?, NULL, ?, '{}', 'v', ?, ?)`,
  ).run(id(n), `PL-${n}`, `LD${String(n).padStart(10, "0")}`, sealText(LOAN_BODY, id(n), JSON.stringify(body), keyring), maturesOn, bookedAt, bookedAt);
}

const maturities = (db: Database.Database) => (db.prepare(`SELECT "maturesOn" FROM "Loan" ORDER BY "id"`).all() as { maturesOn: string | null }[]).map((row) => row.maturesOn);

describe("dating loans from their encrypted bodies (the data steps of migrations 0007 and 0020)", () => {
  it("dates every undated loan's last instalment by the schedule the policy judges, in batches, and a second run finds nothing to do", async () => {
    const db = database();
    for (let n = 1; n <= 450; n++) insertLoan(db, n, paidOn(n % 2 === 0 ? "2026-02-10" : "2026-01-31"));
    // No principal tranche: the schedule runs from the IST day of the booking.
    insertLoan(db, 451, terms);
    insertLoan(db, 452, { ...terms, repayment_schedule: [{ due_date: "2026-11-15", due_amount: 50_000 }, { due_date: "2026-12-15", due_amount: 56_000 }] });
    // Terms with no schedule to read keep their null: the exposure rule counts it as live.
    insertLoan(db, 453, { ...terms, payment_frequency: PAYMENT_FREQUENCY.other });

    expect(await backfillMaturesOn(sqliteMigrationQueries(db), "undated", keyring)).toBe(452);

    const dates = maturities(db);
    expect(dates.slice(0, 2)).toEqual(["2027-01-31", "2027-02-10"]);
    expect(dates.slice(450)).toEqual(["2027-02-01", "2026-12-15", null]);
    expect(await backfillMaturesOn(sqliteMigrationQueries(db), "undated", keyring)).toBe(0);
  });

  it("dates every loan again by the judged schedule, leaving the ones it cannot date as they were", async () => {
    const db = database();
    // Dated as application date + tenure, before contract v3: a month before the last instalment of a loan paid out a month later.
    insertLoan(db, 1, paidOn("2026-02-20"), { maturesOn: "2027-01-20" });
    insertLoan(db, 2, { ...terms, payment_frequency: PAYMENT_FREQUENCY.other }, { maturesOn: "2027-01-20" });
    insertLoan(db, 3, paidOn("2026-02-20"));

    expect(await backfillMaturesOn(sqliteMigrationQueries(db), "every", keyring)).toBe(2);

    expect(maturities(db)).toEqual(["2027-02-20", "2027-01-20", "2027-02-20"]);
  });
});
