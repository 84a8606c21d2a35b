import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { api } from "./client";
import { countRows } from "./database";
import { book, dataOf, expectError, loanPath, partner, readLoan } from "./helpers";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";
import { approvedLoan, bankAccount, FAILING_ACCOUNT, PENDING_ACCOUNT, today } from "../support/loan-fixtures";
import { NACH_INITIATE, nachStatus, waitFor, type NachInitiated } from "./webhook-helpers";

// Contract v3 section 8: a mandate must be able to collect the schedule, an
// active one keeps it so through updates, a UMRN is the sponsor bank's, and
// an account NPCI said cannot take debits takes no new mandate (nor, after a
// death, lunacy or insolvency, a disbursal until operations clear it).

const OPERATIONS = DEMO_STAFF.find((user) => user.role === "operations");
const INSTALMENT = 10_000;
const COUNT = 24;

const dueDate = (index: number) => addMonths(today(), index + 1);
const row = (due_date: string, amount = INSTALMENT) => ({ due_date, due_amount: amount, principal_amount: amount, interest_amount: 0 });
const rows = (amounts: number[] = Array<number>(COUNT).fill(INSTALMENT), dates = amounts.map((_, index) => dueDate(index))) =>
  amounts.map((amount, index) => row(dates[index] ?? "", amount));

/** ₹2,40,000 at 0 % in 24 monthly instalments of ₹10,000 from a month after today: the first due dueDate(0), the last dueDate(23). */
const equalInstalmentLoan = (account = "123456789012", overrides: Record<string, unknown> = {}) =>
  approvedLoan({
    loan_amount: 240000,
    interest_rate: 0,
    disbursal_detail: [{ date: today(), amount: 240000 }],
    repayment_schedule: rows(),
    bank_account: bankAccount(account),
    ...overrides,
  });

const initiate = (leadId: string, terms: Record<string, unknown> = {}) => api("POST", NACH_INITIATE, { body: { lead_id: leadId, ...terms } });
const countMandates = (leadId: string) => countRows("PhysicalNach", `"loanId" = $1`, [leadId]);
const bookEqual = async (account?: string, overrides?: Record<string, unknown>) => (await book(equalInstalmentLoan(account, overrides))).lead_id;
const fieldsOf = (response: Awaited<ReturnType<typeof api>>) => (response.body.error?.details.fields as { path: string; message: string }[] | undefined) ?? [];

let operations: PortalClient;
const nachAction = (name: string) => serverActionId("app/(portal)/nach/actions.ts", name);
const recordResponse = (nachId: string, response: Record<string, unknown>) => operations.action("/nach", nachAction("recordBankResponseAction"), [nachId, response]);
const clearHold = (nachId: string, input: Record<string, unknown>) => operations.action("/nach", nachAction("clearDisbursalHoldAction"), [nachId, input]);

function refusalOf(outcome: ActionOutcome) {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  return (outcome as { ok: false; error: { code: string; message: string; fields: { path: string; message: string }[] } }).error;
}

beforeAll(async () => {
  operations = new PortalClient(inject("baseUrl"));
  expect(await operations.signIn(OPERATIONS?.email ?? "", DEMO_STAFF_PASSWORD)).toBeNull();
});

/** A refusal that stored nothing: the contract's error and no mandate. */
async function expectRefused(leadId: string, terms: Record<string, unknown>, status: number, code: string) {
  const response = await initiate(leadId, terms);
  expectError(response, status, code);
  expect(await countMandates(leadId)).toBe(0);
  return response;
}

async function expectStarted(leadId: string, terms: Record<string, unknown>) {
  const response = await initiate(leadId, terms);
  expect(response.status, response.text).toBe(201);
  return dataOf<NachInitiated>(response);
}

describe("a mandate must be able to collect the schedule", () => {
  it("starts on the first instalment's due date, and not a day later", async () => {
    expect((await expectStarted(await bookEqual(), { start_date: dueDate(0) })).mandate.start_date).toBe(dueDate(0));
    const late = await expectRefused(await bookEqual(), { start_date: addDays(dueDate(0), 1) }, 422, "inconsistent_terms");
    expect(fieldsOf(late)).toEqual([{ path: "start_date", message: `must be on or before ${dueDate(0)}, the first instalment due from today` }]);
  });

  it("ends on the last instalment's due date, not a day before; until cancelled has no end", async () => {
    expect((await expectStarted(await bookEqual(), { end_date: dueDate(COUNT - 1) })).mandate.end_date).toBe(dueDate(COUNT - 1));
    const early = await expectRefused(await bookEqual(), { end_date: addDays(dueDate(COUNT - 1), -1) }, 422, "inconsistent_terms");
    expect(fieldsOf(early).map((field) => field.path)).toEqual(["end_date"]);
    expect((await expectStarted(await bookEqual(), { until_cancelled: true })).mandate).toMatchObject({ end_date: null, until_cancelled: true });
  });

  it("takes at most 3 x the largest instalment: exactly that is accepted, a rupee more is 422 mandate_amount_too_high with details.maximum", async () => {
    expect((await expectStarted(await bookEqual(), { amount: 3 * INSTALMENT })).mandate.amount).toBe(30000);
    const over = await expectRefused(await bookEqual(), { amount: 3 * INSTALMENT + 1 }, 422, "mandate_amount_too_high");
    expect(over.body.error?.details).toEqual({ maximum: 30000 });
    const crore = await expectRefused(await bookEqual(), { amount: 10_000_000 }, 422, "mandate_amount_too_high");
    expect(crore.body.error?.details).toEqual({ maximum: 30000 });
  });

  it.each(["quarterly", "half_yearly", "yearly", "as_presented"])("refuses a %s mandate on a monthly loan under L001, naming frequency", async (frequency) => {
    const response = await expectRefused(await bookEqual(), { frequency }, 422, "inconsistent_terms");
    expect(fieldsOf(response).map((field) => field.path)).toEqual(["frequency"]);
  });

  it("names every term at fault at once", async () => {
    const response = await expectRefused(await bookEqual(), { frequency: "yearly", start_date: addMonths(today(), 7), end_date: addMonths(today(), 8) }, 422, "inconsistent_terms");
    expect(fieldsOf(response).map((field) => field.path)).toEqual(["frequency", "start_date", "end_date"]);
  });

  it("refuses a weekly loan under the default category L001 with 422 nach_frequency_unsupported, whatever frequency is asked", async () => {
    for (const terms of [{}, { frequency: "as_presented" }, { frequency: "monthly" }]) {
      const { lead_id: leadId } = await book(approvedLoan({ payment_frequency: "weekly", repayment_count: 104 }));
      const response = await expectRefused(leadId, terms, 422, "nach_frequency_unsupported");
      expect(response.body.error?.message).toContain("mandate category L001");
    }
  });
});

describe("an update that would leave the active mandate unable to collect the schedule", () => {
  /** PATCHes the loan and expects 409 nach_mandate_active naming `field`, with the loan unchanged. */
  async function expectPatchRefused(leadId: string, patch: Record<string, unknown>, field: string | null) {
    const before = await readLoan(leadId);
    const response = await api("PATCH", loanPath(leadId), { body: patch });
    expectError(response, 409, "nach_mandate_active");
    if (field) expect(fieldsOf(response).map((item) => item.path)).toContain(field);
    const after = await readLoan(leadId);
    expect(after.etag).toBe(before.etag);
    expect(after.loan).toEqual(before.loan);
  }

  it("refuses a change of frequency, period, amount (too low and too high) or account with 409 and changes nothing", async () => {
    const leadId = await bookEqual(PENDING_ACCOUNT);
    await expectStarted(leadId, { amount: 3 * INSTALMENT, end_date: dueDate(COUNT - 1) });
    const earlier = rows(undefined, Array.from({ length: COUNT }, (_, index) => addDays(dueDate(index), -3)));
    const later = rows(undefined, Array.from({ length: COUNT }, (_, index) => (index === COUNT - 1 ? addDays(dueDate(index), 1) : dueDate(index))));

    await expectPatchRefused(leadId, { payment_frequency: "weekly" }, "mandate.frequency");
    await expectPatchRefused(leadId, { repayment_schedule: earlier }, "mandate.start_date");
    await expectPatchRefused(leadId, { repayment_schedule: later }, "mandate.end_date");
    await expectPatchRefused(leadId, { repayment_schedule: rows([...Array<number>(COUNT - 1).fill(INSTALMENT - 1), 3 * INSTALMENT + 1]) }, "mandate.amount");
    await expectPatchRefused(leadId, { repayment_schedule: rows(Array<number>(COUNT).fill(INSTALMENT - 1)) }, "mandate.amount");
    await expectPatchRefused(leadId, { bank_account: { ac_number: ["55556666777"] } }, null);
  });

  it("keeps a fixed mandate's instalments at its amount", async () => {
    const leadId = await bookEqual(PENDING_ACCOUNT);
    await expectStarted(leadId, { debit_type: "fixed" });
    await expectPatchRefused(leadId, { repayment_schedule: rows([...Array<number>(COUNT - 1).fill(INSTALMENT), INSTALMENT - 1]) }, "mandate.debit_type");
  });

  it("lets an update the mandate can still collect through", async () => {
    const leadId = await bookEqual(PENDING_ACCOUNT);
    await expectStarted(leadId, { amount: 3 * INSTALMENT, end_date: dueDate(COUNT - 1) });
    const response = await api("PATCH", loanPath(leadId), { body: { email: "asha.new@example.com" } });
    expect(response.status, response.text).toBe(200);
  });
});

describe("the UMRN operations record", () => {
  it("must begin with the sponsor bank code's letters (LDSK): another bank's is 400 naming the prefix", async () => {
    const leadId = await bookEqual(PENDING_ACCOUNT);
    const nach = await expectStarted(leadId, {});
    expect(nach.mandate.sponsor_bank_code.slice(0, 4)).toBe("LDSK");
    const digits = `${String(randomInt(0, 1e8)).padStart(8, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;

    const error = refusalOf(await recordResponse(nach.physical_nach_id, { status: "registered", umrn: `HDFC0${digits}` }));
    expect(error.code).toBe("validation_error");
    expect(error.fields).toEqual([{ path: "umrn", message: expect.stringContaining("must begin with LDSK") as unknown }]);
    expect(await nachStatus(nach.physical_nach_id)).toMatchObject({ status: "initiated", umrn: null });

    expect(await recordResponse(nach.physical_nach_id, { status: "registered", umrn: `LDSK0${digits}` })).toMatchObject({ ok: true, data: { status: "registered" } });
  });
});

describe("an account NPCI said cannot take debits", () => {
  it("takes no new mandate after the sandbox's M038 (account 99999999) until the account changes", async () => {
    const leadId = await bookEqual(FAILING_ACCOUNT);
    const first = await expectStarted(leadId, {});
    await waitFor(async () => ((await nachStatus(first.physical_nach_id)).status === "failed" ? true : undefined), { what: "the sandbox's failure" });

    const again = await initiate(leadId, {});
    expectError(again, 409, "nach_account_rejected");
    expect(again.body.error?.details).toEqual({ reason: { code: "M038", description: "No such account" } });
    expect(again.body.error?.message).toContain("first ac_number or its ifsc_code");
    expect(await countMandates(leadId)).toBe(1);

    const patched = await api("PATCH", loanPath(leadId), { body: { bank_account: { ac_number: [PENDING_ACCOUNT] } } });
    expect(patched.status, patched.text).toBe(200);
    expect((await expectStarted(leadId, {})).mandate.ac_number).toBe(PENDING_ACCOUNT);
  });

  it("takes no new mandate after an M057 operations recorded until the signatories change (not their case)", async () => {
    const leadId = await bookEqual(PENDING_ACCOUNT);
    const first = await expectStarted(leadId, {});
    expect(await recordResponse(first.physical_nach_id, { status: "failed", reason_code: "M057" })).toMatchObject({ ok: true });

    for (const terms of [{}, { signatories: ["ASHA VERMA"] }]) {
      const again = await initiate(leadId, terms);
      expectError(again, 409, "nach_account_rejected");
      expect(again.body.error?.details).toEqual({ reason: { code: "M057", description: "Payer or account holder name mismatch with CBS" } });
    }
    expect(await countMandates(leadId)).toBe(1);

    expect((await expectStarted(leadId, { signatories: ["Asha Mohan Verma"] })).mandate.signatories).toEqual(["Asha Mohan Verma"]);
  });
});

describe("no disbursal after M013 until operations clear it", () => {
  it("refuses the disbursal with 409 nach_account_rejected, pays it once operations record who cleared it and why", async () => {
    const leadId = await bookEqual(PENDING_ACCOUNT);
    const nach = await expectStarted(leadId, {});
    expect(await recordResponse(nach.physical_nach_id, { status: "failed", reason_code: "M013" })).toMatchObject({ ok: true });
    await partner.prepareForDisbursal(leadId);

    const refused = await api("POST", `${loanPath(leadId)}disburse/`, { headers: { "idempotency-key": crypto.randomUUID() } });
    expectError(refused, 409, "nach_account_rejected");
    expect(refused.body.error?.details).toEqual({ reason: { code: "M013", description: "Withdrawal stopped owing to death of account holder" }, physical_nach_id: nach.physical_nach_id });
    expect(await countRows("Disbursal", `"loanId" = $1`, [leadId])).toBe(0);

    expect(refusalOf(await clearHold(nach.physical_nach_id, { note: "  " })).fields.map((field) => field.path)).toEqual(["note"]);
    const note = "Joint holder's death certificate seen; the borrower, the other holder, operates the account (branch letter 2026/114)";
    expect(await clearHold(nach.physical_nach_id, { note })).toMatchObject({ ok: true, data: { clearedBy: `staff:${OPERATIONS?.email ?? ""}`, note } });
    expect(refusalOf(await clearHold(nach.physical_nach_id, { note })).code).toBe("invalid_transition");

    expect(await partner.disburse(leadId)).toMatchObject({ status: "Disbursed" });
    const history = dataOf<{ events: { type: string; data: Record<string, unknown> }[] }>(await api("GET", `${loanPath(leadId)}history/`));
    expect(history.events.find((event) => event.type === "nach_disbursal_hold_cleared")?.data).toEqual({ physical_nach_id: nach.physical_nach_id, reason_code: "M013", note });
  });

  it("refuses a clearance of a mandate whose failure holds nothing", async () => {
    const leadId = await bookEqual(PENDING_ACCOUNT);
    const nach = await expectStarted(leadId, {});
    expect(refusalOf(await clearHold(nach.physical_nach_id, { note: "nothing to clear" })).code).toBe("invalid_transition");
    expect(await recordResponse(nach.physical_nach_id, { status: "failed", reason_code: "M038" })).toMatchObject({ ok: true });
    expect(refusalOf(await clearHold(nach.physical_nach_id, { note: "nothing to clear" })).code).toBe("invalid_transition");
  });
});
