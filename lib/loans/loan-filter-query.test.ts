import { rmSync } from "node:fs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-filter-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  process.env.LOANDESK_DATA_KEY = Buffer.from("loan-filter-test-data-key-32-by!").toString("base64");
  return file;
});

import { disconnect } from "@/lib/db/database";
import { read, write } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { sqliteTime } from "@/lib/db/stored-values";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { reportNachStatus } from "@/lib/nach/report-nach-status";
import { createPartner } from "@/lib/partners/create-partner";
import { loanFilterSchema } from "@/lib/schemas/loan-filter";
import { approvedLoan } from "@/tests/support/loan-fixtures";
import { bookLoan } from "./book-loan";
import { loanFilterQuery } from "./loan-filter-query";
import { backfillNameTokens } from "@/lib/migrations/name-token-backfill";

let partnerId: string;
let leadId: string;

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
  partnerId = (await createPartner({ name: "Filter Finance" })).partnerId;
  leadId = (await bookLoan({ partnerId, input: approvedLoan({ full_name: "Asha VERMA" }), actor: "test" })).lead_id;
});

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

const nachStatusOfLoan = () => read((queries) => queries.selectFrom("Loan").select("nachStatus").where("id", "=", leadId).executeTakeFirstOrThrow());
const tokensOfLoan = () => read((queries) => queries.selectFrom("LoanNameToken").select("token").where("loanId", "=", leadId).orderBy("token").execute());

describe("what the list filters on is kept where it changes", () => {
  it("writes the name's folded words at booking, and the backfill writes them again for a loan without them", async () => {
    expect(await tokensOfLoan()).toEqual([{ token: "asha" }, { token: "verma" }]);
    await write((queries) => queries.deleteFrom("LoanNameToken").where("loanId", "=", leadId).execute());
    expect(await write(backfillNameTokens)).toBe(2);
    expect(await tokensOfLoan()).toEqual([{ token: "asha" }, { token: "verma" }]);
    expect(await write(backfillNameTokens)).toBe(0);
  });

  it("moves the loan's nachStatus with its latest mandate", async () => {
    expect(await nachStatusOfLoan()).toEqual({ nachStatus: null });
    const first = await initiateNach({ partnerId, input: { lead_id: leadId }, actor: "test" });
    expect(await nachStatusOfLoan()).toEqual({ nachStatus: "initiated" });
    await reportNachStatus({ nachId: first.physical_nach_id, report: { status: "failed", reasonCode: "M003" }, actor: "test" });
    expect(await nachStatusOfLoan()).toEqual({ nachStatus: "failed" });
    await initiateNach({ partnerId, input: { lead_id: leadId }, actor: "test" });
    expect(await nachStatusOfLoan()).toEqual({ nachStatus: "initiated" });
  });
});

/** SQLite's plan for the first page of a filter, step by step. */
async function planOf(scope: string | null, filter: Record<string, unknown>): Promise<string[]> {
  const { sql, parameters } = await read(async (queries) => (await loanFilterQuery(queries, scope, loanFilterSchema.parse(filter))).select("Loan.id").limit(26).compile());
  const db = new Database(database, { readonly: true });
  try {
    // Times as the layer binds them on SQLite (lib/db/stored-values.ts).
    const bound = parameters.map((value) => (value instanceof Date ? sqliteTime(value) : value));
    return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...bound) as { detail: string }[]).map((step) => step.detail);
  } finally {
    db.close();
  }
}

// The plans are SQLite's without statistics, as in production; docs/performance.md (issue 29) has the timings at a million loans.
describe("each filter reads an index in the list's order, or a few rows through one", () => {
  it.each([
    [{ status: "Rejected" }, "Loan_partnerId_status_id_idx (partnerId=? AND status=?)"],
    [{ nach: "failed" }, "Loan_partnerId_nachStatus_id_idx (partnerId=? AND nachStatus=?)"],
    [{ nach: "none" }, "Loan_partnerId_nachStatus_id_idx (partnerId=? AND nachStatus=?)"],
    [{ booked_from: "2026-01-01", booked_to: "2026-01-31" }, "Loan_partnerId_id_idx (partnerId=? AND id>? AND id<?)"],
    [{ q: "verma" }, "LoanNameToken_partnerId_token_loanId_idx (partnerId=? AND token=?)"],
    [{ q: "9876543210" }, "Loan_mobileNumber_id_idx (mobileNumber=?)"],
    [{ q: "ABCPE1234F" }, "Loan_panHash_idx (panHash=?)"],
    [{ amount_max: 1000 }, "Loan_partnerId_loanAmount_idx (partnerId=? AND loanAmount<?)"],
  ])("%o searches %s", async (filter, search) => {
    const plan = await planOf(partnerId, filter);
    expect(plan.some((step) => step.includes(search)), plan.join("\n")).toBe(true);
    expect(plan.filter((step) => step.startsWith("SCAN")), plan.join("\n")).toEqual([]);
  });

  it("a name search for the lender's roles reads the word's index across partners", async () => {
    expect(await planOf(null, { q: "verma" })).toContain("SEARCH LoanNameToken USING COVERING INDEX LoanNameToken_token_loanId_idx (token=?)");
  });
});
