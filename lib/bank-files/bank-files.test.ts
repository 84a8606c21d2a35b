import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, or the PostgreSQL server scripts/with-postgres.sh started, named before any module reads the environment.
const database = vi.hoisted(() => {
  const file = `${process.env.TMPDIR ?? "/tmp"}/loandesk-bank-files-${process.pid}-${Date.now()}.db`;
  process.env.DATABASE_URL = process.env.LAYER_TEST_DATABASE_URL ?? `file:${file}`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  process.env.LOANDESK_DATA_KEY = Buffer.from("bank-files-test-data-key-32-byt!").toString("base64");
  return file;
});

import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { disconnect } from "@/lib/db/database";
import { read } from "@/lib/db/transactions";
import { migrate } from "@/lib/migrations/migrate";
import { AppError } from "@/lib/errors/app-error";
import { bookLoan } from "@/lib/loans/book-loan";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { recordBankResponse } from "@/lib/nach/record-bank-response";
import { createPartner } from "@/lib/partners/create-partner";
import { bankAccount, minimalLoan } from "@/tests/support/loan-fixtures";
import type { BankFileReport, BankFileRow } from "./bank-file-rows";
import { applyMandateResponses, previewMandateResponses } from "./mandate-responses";
import { applyVerificationResults, previewVerificationResults } from "./verification-results";

const utf8 = (text: string) => new TextEncoder().encode(text);
const csv = (lines: string[]) => utf8(`${lines.join("\r\n")}\r\n`);
const today = () => todayInIndia();
let serial = 0;
/** A fresh UMRN of the sponsor bank's form (LDSK, as demo mode's forms print it). */
const umrn = () => `LDSK0${String(process.pid % 1e6).padStart(6, "0")}${String(Date.now() % 1e6).padStart(6, "0")}${String(++serial).padStart(3, "0")}`;

interface Mandate {
  nachId: string;
  leadId: string;
  loanAccountNumber: string;
}

async function mandate(partnerId: string): Promise<Mandate> {
  const loan = await bookLoan({ partnerId, input: minimalLoan(), actor: "test" });
  const { physical_nach_id: nachId } = await initiateNach({ partnerId, input: { lead_id: loan.lead_id }, actor: "test" });
  return { nachId, leadId: loan.lead_id, loanAccountNumber: loan.loan_account_number };
}

const status = (nachId: string) => read((queries) => queries.selectFrom("PhysicalNach").select(["status", "umrn", "failureCode"]).where("id", "=", nachId).executeTakeFirstOrThrow());
const webhooksAbout = async (id: string) =>
  (await read((queries) => queries.selectFrom("WebhookEvent").select("body").where("body", "like", `%${id}%`).execute())).map((row) => (JSON.parse(row.body) as { payload: { status: string } }).payload.status);
const byRow = (report: BankFileReport) => new Map(report.rows.map((row) => [row.rowNumber, row]));
const row = (report: BankFileReport, rowNumber: number): BankFileRow => {
  const found = byRow(report).get(rowNumber);
  if (!found) throw new Error(`no row ${rowNumber}`);
  return found;
};
const codeOf = (promise: Promise<unknown>) => promise.then(() => "ok", (error: unknown) => (error instanceof AppError ? error.code : String(error)));

let acme: string;
let other: string;

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
  acme = (await createPartner({ name: "Acme Finance" })).partnerId;
  other = (await createPartner({ name: "Other Finance" })).partnerId;
}, 60_000);

afterAll(async () => {
  await disconnect();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
});

describe("the mandate response file", () => {
  const HEADER = "Sr No,UMRN,Mandate Reference,Customer Name,Status,Reject Reason Code,Response Date";

  it("previews every row's change and every row's error, changing nothing; another partner's mandate is only unknown to a partner's staff", async () => {
    const [registers, fails, others, alreadyFailed, taken] = [await mandate(acme), await mandate(acme), await mandate(other), await mandate(acme), await mandate(acme)];
    await recordBankResponse({ nachId: alreadyFailed.nachId, input: { status: "failed", reason_code: "M038" }, actor: "staff:ops" });
    const takenUmrn = umrn();
    await recordBankResponse({ nachId: taken.nachId, input: { status: "registered", umrn: takenUmrn }, actor: "staff:ops" });
    const fresh = [await mandate(acme), await mandate(acme), await mandate(acme), await mandate(acme)];
    const newUmrn = umrn();
    const file = csv([
      HEADER,
      `1,${newUmrn},${registers.loanAccountNumber},"Verma, Asha",ACCEPTED,,${today()}`,
      `2,,${fails.nachId},Asha,Rejected,M038 - No such account,${today()}`,
      `3,${umrn()},${others.loanAccountNumber},Asha,Success,,${today()}`,
      `4,${umrn()},LD-NOT-A-LOAN,Asha,Success,,${today()}`,
      `5,LDSK123,${fresh[0]?.loanAccountNumber},Asha,registered,,${today()}`,
      `6,HDFC0000000012345678,${fresh[1]?.loanAccountNumber},Asha,registered,,${today()}`,
      `7,${takenUmrn},${fresh[2]?.loanAccountNumber},Asha,registered,,${today()}`,
      `8,,${fresh[3]?.loanAccountNumber},Asha,failed,M001,${today()}`,
      `9,${umrn()},${alreadyFailed.loanAccountNumber},Asha,registered,,${today()}`,
    ]);

    const preview = await previewMandateResponses({ bytes: file, partnerId: acme });

    expect(preview.ignoredColumns).toEqual(["Sr No", "Customer Name"]);
    expect(preview.counts).toEqual({ ready: 2, applied: 0, already_applied: 0, refused: 7 });
    expect(row(preview, 2)).toMatchObject({ outcome: "ready", subject: { id: registers.nachId, loanAccountNumber: registers.loanAccountNumber }, from: "initiated", to: "registered", change: `UMRN ${newUmrn}` });
    expect(row(preview, 3)).toMatchObject({ outcome: "ready", subject: { id: fails.nachId }, from: "initiated", to: "failed", change: "M038: No such account" });
    // Another partner's mandate and no mandate at all read the same: nothing of the other's is shown.
    const [foreign, unknown] = [row(preview, 4), row(preview, 5)];
    expect(foreign).toMatchObject({ outcome: "refused", subject: null, from: null, to: null, change: null });
    expect(foreign.problem).toEqual(unknown.problem);
    expect(foreign.problem?.code).toBe("not_found");
    expect([6, 7, 8, 9, 10].map((rowNumber) => [row(preview, rowNumber).problem?.code, row(preview, rowNumber).problem?.fields[0]?.path])).toEqual([
      ["validation_error", "umrn"],
      ["validation_error", "umrn"],
      ["umrn_in_use", "umrn"],
      ["validation_error", "reason_code"],
      ["invalid_transition", undefined],
    ]);
    expect(row(preview, 7).problem?.fields[0]?.message).toMatch(/must begin with LDSK/);
    expect(await status(registers.nachId)).toEqual({ status: "initiated", umrn: null, failureCode: null });
    expect(await webhooksAbout(registers.nachId)).toEqual([]);

    // The lender's operations see every partner's mandates.
    expect(row(await previewMandateResponses({ bytes: file }), 4)).toMatchObject({ outcome: "ready", subject: { id: others.nachId } });
  });

  it("applies the valid rows through the single-mandate operation, one webhook each, past the refused ones; a second upload applies nothing and sends nothing", async () => {
    const [first, second, third] = [await mandate(acme), await mandate(acme), await mandate(acme)];
    const [firstUmrn, thirdUmrn] = [umrn(), umrn()];
    const file = csv([
      HEADER,
      `1,NOT-A-UMRN,${first.loanAccountNumber},Asha,registered,,${today()}`,
      `2,${firstUmrn},${first.nachId},Asha,registered,,${today()}`,
      `3,,${second.loanAccountNumber},Asha,REJECTED,M057,${today()}`,
      `4,${thirdUmrn},${third.loanAccountNumber},Asha,registered,,${today()}`,
    ]);
    const preview = await previewMandateResponses({ bytes: file, partnerId: acme });
    expect(row(preview, 3).problem?.message).toMatch(/Row 2 of this file already answers this mandate/);
    // Row 2 names the mandate row 1 named: only its first row counts.
    expect(preview.counts).toEqual({ ready: 2, applied: 0, already_applied: 0, refused: 2 });

    const applied = await applyMandateResponses({ bytes: file, previewed: preview.sha256, partnerId: acme, actor: "staff:ops@lender.example" });

    expect(applied.rows.map((one) => one.outcome)).toEqual(["refused", "refused", "applied", "applied"]);
    expect(await status(first.nachId)).toEqual({ status: "initiated", umrn: null, failureCode: null });
    expect(await status(second.nachId)).toEqual({ status: "failed", umrn: null, failureCode: "M057" });
    expect(await status(third.nachId)).toEqual({ status: "registered", umrn: thirdUmrn, failureCode: null });
    expect(await webhooksAbout(second.nachId)).toEqual(["failed"]);
    expect(await webhooksAbout(third.nachId)).toEqual(["registered"]);

    const again = await previewMandateResponses({ bytes: file, partnerId: acme });
    expect(again.counts).toEqual({ ready: 0, applied: 0, already_applied: 2, refused: 2 });
    const reapplied = await applyMandateResponses({ bytes: file, previewed: again.sha256, partnerId: acme, actor: "staff:ops@lender.example" });
    expect(reapplied.counts).toEqual({ ready: 0, applied: 0, already_applied: 2, refused: 2 });
    expect(await webhooksAbout(second.nachId)).toEqual(["failed"]);
    expect(await webhooksAbout(third.nachId)).toEqual(["registered"]);
  });

  it("applies a file uploaded twice at once only once: the state machine, in each row's transaction, lets one through", async () => {
    const mandates = [await mandate(acme), await mandate(acme), await mandate(acme)];
    const file = csv([HEADER, ...mandates.map((one, index) => `${index + 1},${umrn()},${one.loanAccountNumber},Asha,registered,,${today()}`)]);
    const { sha256 } = await previewMandateResponses({ bytes: file });

    const apply = () => applyMandateResponses({ bytes: file, previewed: sha256, actor: "staff:ops@lender.example" });
    const [one, two] = await Promise.all([apply(), apply()]);

    expect(one.counts.applied + two.counts.applied).toBe(3);
    expect(one.counts.refused + two.counts.refused).toBe(0);
    for (const one of mandates) expect(await webhooksAbout(one.nachId)).toEqual(["registered"]);
  });

  it("refuses a response dated before its mandate or after today, and a file that is not the one previewed", async () => {
    const one = await mandate(acme);
    const file = csv([HEADER, `1,${umrn()},${one.loanAccountNumber},Asha,registered,,${addDays(today(), -1)}`, `2,${umrn()},${one.nachId},Asha,registered,,${addDays(today(), 1)}`]);
    const preview = await previewMandateResponses({ bytes: file });
    expect(row(preview, 2).problem?.fields[0]).toMatchObject({ path: "date", message: expect.stringMatching(/before this mandate was initiated/) });
    expect(row(preview, 3).problem?.fields[0]).toMatchObject({ path: "date", message: expect.stringMatching(/after today/) });
    expect(await codeOf(applyMandateResponses({ bytes: file, previewed: "0".repeat(64), actor: "staff:ops" }))).toBe("precondition_failed");
    expect(await webhooksAbout(one.nachId)).toEqual([]);
  });
});

describe("the account verification results file", () => {
  const HEADER = "Loan Account Number,Verification Status,Beneficiary Name,Date";

  /** A loan whose account the demo's bank leaves pending (33330000), for operations to answer. */
  async function pendingLoan(partnerId: string) {
    const loan = await bookLoan({ partnerId, input: minimalLoan({ bank_account: bankAccount("33330000") }), actor: "test" });
    const latest = await read((queries) => queries.selectFrom("BankAccountVerification").select(["id", "status"]).where("loanId", "=", loan.lead_id).orderBy("id", "desc").executeTakeFirstOrThrow());
    expect(latest.status).toBe("pending");
    return { leadId: loan.lead_id, loanAccountNumber: loan.loan_account_number, verificationId: latest.id };
  }
  const latestOf = (leadId: string) =>
    read((queries) => queries.selectFrom("BankAccountVerification").select(["status", "reason", "nameAtBank", "actor"]).where("loanId", "=", leadId).orderBy("id", "desc").executeTakeFirstOrThrow());

  it("previews, applies through the loan page's operation, and applies nothing twice", async () => {
    const [matches, closed, mismatch, foreign] = [await pendingLoan(acme), await pendingLoan(acme), await pendingLoan(acme), await pendingLoan(other)];
    const verified = await bookLoan({ partnerId: acme, input: minimalLoan(), actor: "test" });
    const file = csv([
      HEADER,
      `${matches.loanAccountNumber},SUCCESS,ASHA VERMA,${today()}`,
      `${closed.verificationId},Account Closed,,${today()}`,
      `${mismatch.loanAccountNumber},Name Mismatch,RAHUL SHARMA,${today()}`,
      `${foreign.loanAccountNumber},success,ASHA VERMA,${today()}`,
      `${verified.loan_account_number},success,ASHA KUMARI VERMA,${today()}`,
      `${matches.loanAccountNumber},success,ASHA VERMA,${today()}`,
    ]);

    const preview = await previewVerificationResults({ bytes: file, partnerId: acme });

    expect(row(preview, 2)).toMatchObject({ outcome: "ready", from: "pending", to: "verified", change: "ASHA VERMA (score 100)" });
    expect(row(preview, 3)).toMatchObject({ outcome: "ready", from: "pending", to: "failed", change: "account_closed" });
    expect(row(preview, 4)).toMatchObject({ outcome: "ready", from: "pending", to: "failed", change: expect.stringMatching(/^RAHUL SHARMA \(score \d+\), name_mismatch$/) });
    expect(row(preview, 5)).toMatchObject({ outcome: "refused", subject: null, problem: { code: "not_found" } });
    expect(row(preview, 6)).toMatchObject({ outcome: "refused", problem: { code: "invalid_transition" } });
    expect(row(preview, 7).problem?.message).toMatch(/Row 2 of this file already answers/);
    expect((await latestOf(matches.leadId)).status).toBe("pending");

    const applied = await applyVerificationResults({ bytes: file, previewed: preview.sha256, partnerId: acme, actor: "staff:ops@lender.example" });

    expect(applied.counts).toEqual({ ready: 0, applied: 3, already_applied: 0, refused: 3 });
    expect(await latestOf(matches.leadId)).toEqual({ status: "verified", reason: null, nameAtBank: "ASHA VERMA", actor: "staff:ops@lender.example" });
    expect(await latestOf(closed.leadId)).toMatchObject({ status: "failed", reason: "account_closed" });
    expect(await latestOf(mismatch.leadId)).toMatchObject({ status: "failed", reason: "name_mismatch" });
    expect((await latestOf(foreign.leadId)).status).toBe("pending");

    const again = await previewVerificationResults({ bytes: file, partnerId: acme });
    expect(again.counts).toEqual({ ready: 0, applied: 0, already_applied: 3, refused: 3 });
    const reapplied = await applyVerificationResults({ bytes: file, previewed: again.sha256, partnerId: acme, actor: "staff:ops@lender.example" });
    expect(reapplied.counts.applied).toBe(0);
    const answers = await read((queries) => queries.selectFrom("BankAccountVerification").select("id").where("loanId", "=", matches.leadId).execute());
    expect(answers).toHaveLength(2);
  });
});
