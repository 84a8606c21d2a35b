import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { indianClockTime, todayInIndia } from "@/lib/calendar/india-day";
import { exitFigures } from "@/lib/loans/cooling-off-figures";
import type { CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import type { Kfs } from "@/lib/schemas/kfs";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { approvedLoan, today, uniqueUtr } from "../support/loan-fixtures";
import { api, type Credentials } from "./client";
import { changeDatabase, countRows, queryRows } from "./database";
import { coolingOffExitPath as exitPath } from "../support/partner-api";
import { book, dataOf, disbursePath, expectError, loanPath, partner, readLoan, type DisbursalRecord } from "./helpers";
import { credentialsIn, partnerCli } from "./partner-cli";
import { PortalClient, serverActionId, type ActionOutcome } from "./portal-session";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import { bodyOf, createEndpoint, deleteEndpoint, initiateNach, nachStatus, UMRN, waitFor, webhooksFor } from "./webhook-helpers";

const OPERATIONS = DEMO_STAFF.find((user) => user.role === "operations");
const PARTNER_STAFF = DEMO_STAFF.find((user) => user.role === "partner");
const ACTIONS = "app/(portal)/loans/[leadId]/actions.ts";
/** Now as a clock in India shows it, as operations type it from a bank statement. */
const indianNow = () => indianClockTime(new Date()).slice(0, 19);
const WITHHELD = 50_000;

let operations: PortalClient;
let receiver: Receiver;
let endpointId: string | undefined;

beforeAll(async () => {
  operations = new PortalClient(inject("baseUrl"));
  expect(await operations.signIn(OPERATIONS?.email ?? "", DEMO_STAFF_PASSWORD)).toBeNull();
  receiver = await startReceiver();
  endpointId = (await createEndpoint(receiver.url)).id;
});

afterAll(async () => {
  if (endpointId) await deleteEndpoint(endpointId);
  await receiver?.close();
});

const requestExit = (leadId: string, auth?: Credentials) => api("POST", exitPath(leadId), { auth });

const recordReceipt = (leadId: string, receipt: Record<string, unknown>, client = operations) =>
  client.action(`/loans/${leadId}`, serverActionId(ACTIONS, "recordExitReceiptAction"), [leadId, receipt]);

const recordRelease = (leadId: string, release: Record<string, unknown>, client = operations) =>
  client.action(`/loans/${leadId}`, serverActionId(ACTIONS, "recordReleaseAction"), [leadId, release]);

function refusal(outcome: ActionOutcome): { code: string; message: string; fields: { path: string; message: string }[] } {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
  return (outcome as { ok: false; error: { code: string; message: string; fields: { path: string; message: string }[] } }).error;
}

function accepted<T>(outcome: ActionOutcome): T {
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
  return (outcome as { ok: true; data: T }).data;
}

/** A loan paying 150,000 now and holding 50,000 back for 30 days. */
const withheldLoan = () =>
  approvedLoan({
    disbursal_detail: [
      { date: today(), amount: 150_000, processing_fee: 2000, gst: 360 },
      { disbursal_type: 1, date: addDays(today(), 30), amount: WITHHELD },
    ],
  });

async function disbursedLoan(body: Record<string, unknown> = approvedLoan(), auth?: Credentials): Promise<{ leadId: string; kfs: Kfs }> {
  const { lead_id: leadId } = await partner.book(body, { auth });
  await partner.disburse(leadId, { auth });
  const kfs = dataOf<Kfs>(await api("GET", `${loanPath(leadId)}kfs/`, { auth }));
  return { leadId, kfs };
}

/** Moves the loan's disbursal back by whole days, as if it had been disbursed then. */
async function disbursedDaysAgo(leadId: string, days: number, at = new Date()): Promise<Date> {
  const moved = new Date(at.getTime() - days * 86_400_000);
  const databaseUrl = inject("databaseUrl");
  const stored = databaseUrl.startsWith("file:") ? moved.toISOString().replace("Z", "+00:00") : moved;
  await changeDatabase([{ sql: `UPDATE "Loan" SET "disbursedAt" = $1 WHERE "id" = $2`, params: [stored, leadId] }], databaseUrl);
  return moved;
}

describe("the cooling-off exit request", () => {
  it("records a digital loan's exit with the principal paid, interest at the frozen APR for at least a day, and pay_by 7 days on", async () => {
    const { leadId, kfs } = await disbursedLoan();
    const response = await requestExit(leadId);
    expect(response.status, response.text).toBe(201);
    const exit = dataOf<CoolingOffExit>(response);
    const { loan } = await readLoan(leadId);
    const expected = exitFigures({ principal: kfs.paid_at_disbursal, apr: kfs.apr, disbursedAt: new Date(loan.disbursed_at ?? ""), requestedAt: new Date(exit.requested_at) });
    expect(exit).toEqual({
      state: "requested",
      requested_at: expect.any(String),
      days: 1,
      apr: kfs.apr,
      principal: kfs.paid_at_disbursal,
      interest: expected.interest,
      amount_due: expected.amountDue,
      pay_by: addDays(todayInIndia(new Date(exit.requested_at)), 7),
      received: null,
    });
    expect(exit.interest).toBeGreaterThan(0);
    expect(loan.cooling_off_exit).toEqual(exit);
  });

  it("counts IST calendar days from the disbursal: three days back charges three days' interest", async () => {
    const { leadId, kfs } = await disbursedLoan();
    const disbursedAt = await disbursedDaysAgo(leadId, 3);
    const exit = dataOf<CoolingOffExit>(await requestExit(leadId));
    expect(exit.days).toBe(3);
    expect(exit.interest).toBe(exitFigures({ principal: kfs.paid_at_disbursal, apr: kfs.apr, disbursedAt, requestedAt: new Date(exit.requested_at) }).interest);
  });

  it("accepts the period's last day and refuses the day after with 409 cooling_off_over, recording nothing", async () => {
    const lastDay = await disbursedLoan();
    await disbursedDaysAgo(lastDay.leadId, 3);
    expect((await requestExit(lastDay.leadId)).status).toBe(201);

    const dayAfter = await disbursedLoan();
    const disbursedAt = await disbursedDaysAgo(dayAfter.leadId, 4);
    const response = await requestExit(dayAfter.leadId);
    expectError(response, 409, "cooling_off_over");
    expect(response.body.error?.details).toEqual({ last_day: addDays(todayInIndia(disbursedAt), 3) });
    expect(await countRows("CoolingOffExit", `"id" = $1`, [dayAfter.leadId])).toBe(0);
  });

  it("refuses a loan not yet disbursed with 409 loan_not_disbursed", async () => {
    const { lead_id: leadId } = await book();
    expectError(await requestExit(leadId), 409, "loan_not_disbursed");
    expect(await countRows("CoolingOffExit", `"id" = $1`, [leadId])).toBe(0);
  });

  it("refuses a second request with 409 cooling_off_exit_exists, the first unchanged", async () => {
    const { leadId } = await disbursedLoan();
    const first = dataOf<CoolingOffExit>(await requestExit(leadId));
    expectError(await requestExit(leadId), 409, "cooling_off_exit_exists");
    expect((await readLoan(leadId)).loan.cooling_off_exit).toEqual(first);
  });

  it("refuses a loan of a partner that is not a digital lender with 409 cooling_off_not_applicable", async () => {
    const auth = credentialsIn(await partnerCli("create", "--name", `Branch Lender ${Date.now()}`, "--digital-lending", "no"));
    const { leadId, kfs } = await disbursedLoan(approvedLoan(), auth);
    expect(kfs.part_2.cooling_off_days).toBeNull();
    expectError(await requestExit(leadId, auth), 409, "cooling_off_not_applicable");
  });

  it("refuses a body with fields, and another partner's loan is not found", async () => {
    const { leadId } = await disbursedLoan();
    expectError(await api("POST", exitPath(leadId), { body: { amount: 1 } }), 400, "validation_error");
    const other = credentialsIn(await partnerCli("create", "--name", `Other Lender ${Date.now()}`));
    expectError(await requestExit(leadId, other), 404, "not_found");
  });
});

describe("the exit's repayment, recorded by operations", () => {
  it("completes the exit: the registered mandate is cancelled with its UMRN and its webhook, and the loan takes no new mandate", { timeout: 30_000 }, async () => {
    const { lead_id: leadId } = await book();
    const nach = await initiateNach(leadId);
    const umrn = await waitFor(async () => (await nachStatus(nach.physical_nach_id)).umrn, { what: "registration" });
    expect(umrn).toMatch(UMRN);
    await partner.disburse(leadId);
    const exit = dataOf<CoolingOffExit>(await requestExit(leadId));

    const utr = uniqueUtr();
    const completed = accepted<CoolingOffExit>(await recordReceipt(leadId, { received_at: indianNow(), amount: String(exit.amount_due), transaction_id: utr }));
    expect(completed).toMatchObject({ state: "completed", amount_due: exit.amount_due, received: { amount: exit.amount_due, transaction_id: utr } });

    expect(await nachStatus(nach.physical_nach_id)).toMatchObject({ status: "cancelled", umrn });
    const cancelled = await waitFor(() => webhooksFor(receiver, nach.physical_nach_id).find((request) => bodyOf(request).payload.status === "cancelled"), {
      what: "the cancellation webhook",
    });
    expect(bodyOf(cancelled).payload).toEqual({ umrn, status: "cancelled", physical_nach_id: nach.physical_nach_id });
    const { loan } = await readLoan(leadId);
    expect(loan.cooling_off_exit).toEqual(completed);
    expect(loan.physical_nach).toMatchObject({ status: "cancelled", umrn });
    expectError(await api("POST", "/api/v1/nach/physical/initiate/", { body: { lead_id: leadId } }), 409, "loan_exited");
    const [row] = await queryRows<{ exitedAt: unknown }>(`SELECT "exitedAt" FROM "Loan" WHERE "id" = $1`, [leadId]);
    expect(row?.exitedAt).not.toBeNull();
  });

  it("refuses less than the amount due, a used UTR and a time in the future, and a second repayment", async () => {
    const { leadId } = await disbursedLoan();
    const exit = dataOf<CoolingOffExit>(await requestExit(leadId));
    const below = refusal(await recordReceipt(leadId, { received_at: indianNow(), amount: String(exit.amount_due - 0.01), transaction_id: uniqueUtr() }));
    expect(below).toMatchObject({ code: "validation_error", fields: [{ path: "amount", message: `must be at least the amount due, ${exit.amount_due.toFixed(2)}` }] });
    const disbursal = dataOf<DisbursalRecord>(await api("GET", disbursePath(leadId)));
    expect(refusal(await recordReceipt(leadId, { received_at: indianNow(), amount: exit.amount_due, transaction_id: disbursal.transaction_id })).code).toBe("utr_in_use");
    const tomorrow = `${addDays(todayInIndia(), 1)}T10:00:00`;
    expect(refusal(await recordReceipt(leadId, { received_at: tomorrow, amount: exit.amount_due, transaction_id: uniqueUtr() })).fields).toEqual([
      { path: "received_at", message: "must not be in the future" },
    ]);

    accepted(await recordReceipt(leadId, { received_at: indianNow(), amount: exit.amount_due + 10, transaction_id: uniqueUtr() }));
    expect(refusal(await recordReceipt(leadId, { received_at: indianNow(), amount: exit.amount_due, transaction_id: uniqueUtr() })).code).toBe("invalid_transition");
  });

  it("is for operations only", async () => {
    const { leadId } = await disbursedLoan();
    await requestExit(leadId);
    const partnerStaff = new PortalClient(inject("baseUrl"));
    expect(await partnerStaff.signIn(PARTNER_STAFF?.email ?? "", DEMO_STAFF_PASSWORD)).toBeNull();
    expect(refusal(await recordReceipt(leadId, { received_at: indianNow(), amount: 1, transaction_id: uniqueUtr() }, partnerStaff)).code).toBe("forbidden");
  });

  it("lapses a request not repaid by pay_by: the read says lapsed, a repayment is refused and the loan continues", async () => {
    const { leadId } = await disbursedLoan();
    await requestExit(leadId);
    await changeDatabase([{ sql: `UPDATE "CoolingOffExit" SET "payBy" = $1 WHERE "id" = $2`, params: [addDays(todayInIndia(), -1), leadId] }], inject("databaseUrl"));
    const lapsed = await waitFor(async () => {
      const exit = (await readLoan(leadId)).loan.cooling_off_exit as CoolingOffExit | null;
      return exit?.state === "lapsed" && exit;
    });
    expect(lapsed.state).toBe("lapsed");
    expect(refusal(await recordReceipt(leadId, { received_at: indianNow(), amount: lapsed.amount_due, transaction_id: uniqueUtr() })).code).toBe("invalid_transition");
    // The background check stores the lapse with its event.
    await waitFor(async () => (await countRows("LoanEvent", `"loanId" = $1 AND "type" = 'cooling_off_exit_lapsed'`, [leadId])) === 1, { what: "the lapse event" });
  });
});

describe("withheld money released by operations", () => {
  it("records a tranche's release once; the disbursal record lists it", async () => {
    const { leadId } = await disbursedLoan(withheldLoan());
    const before = dataOf<DisbursalRecord>(await api("GET", disbursePath(leadId)));
    expect(before.breakdown?.withheld_releases).toEqual([{ date: addDays(today(), 30), released_at: null, amount: null, transaction_id: null }]);

    const utr = uniqueUtr();
    const releasedAt = indianNow();
    const release = accepted(await recordRelease(leadId, { position: 0, released_at: releasedAt, amount: String(WITHHELD), transaction_id: utr }));
    const shown = { date: addDays(today(), 30), released_at: expect.stringMatching(/Z$/), amount: WITHHELD, transaction_id: utr };
    expect(release).toEqual(shown);
    const after = dataOf<DisbursalRecord>(await api("GET", disbursePath(leadId)));
    expect(after.breakdown?.withheld_releases).toEqual([shown]);
    expect(await countRows("LoanEvent", `"loanId" = $1 AND "type" = 'withheld_released'`, [leadId])).toBe(1);

    const twice = refusal(await recordRelease(leadId, { position: 0, released_at: releasedAt, amount: WITHHELD, transaction_id: uniqueUtr() }));
    expect(twice.code).toBe("invalid_transition");
    expect(twice.message).toMatch(/already recorded/);
  });

  it("refuses a used UTR, another amount, a time before the disbursal or in the future, recording nothing", async () => {
    const { leadId } = await disbursedLoan(withheldLoan());
    const usedUtr = dataOf<DisbursalRecord>(await api("GET", disbursePath(leadId))).transaction_id;
    const release = (changes: Record<string, unknown>) => recordRelease(leadId, { position: 0, released_at: indianNow(), amount: WITHHELD, transaction_id: uniqueUtr(), ...changes });
    expect(refusal(await release({ transaction_id: usedUtr }))).toMatchObject({ code: "utr_in_use", message: "This UTR is already recorded on another transfer" });
    expect(refusal(await release({ amount: WITHHELD - 1 })).fields).toEqual([{ path: "amount", message: `must be the tranche's amount, ${WITHHELD.toFixed(2)}` }]);
    expect(refusal(await release({ released_at: `${addDays(todayInIndia(), -2)}T10:00:00` })).fields[0]?.path).toBe("released_at");
    expect(refusal(await release({ released_at: `${addDays(todayInIndia(), 1)}T10:00:00` })).fields).toEqual([{ path: "released_at", message: "must not be in the future" }]);
    expect(refusal(await release({ position: 1 })).code).toBe("not_found");
    expect(await countRows("WithheldRelease", `"loanId" = $1 AND "releasedAt" IS NOT NULL`, [leadId])).toBe(0);
  });

  it("raises one operations alert for a release not recorded by its date", { timeout: 20_000 }, async () => {
    const { leadId } = await disbursedLoan(withheldLoan());
    await changeDatabase([{ sql: `UPDATE "WithheldRelease" SET "dueOn" = $1 WHERE "loanId" = $2`, params: [addDays(todayInIndia(), -1), leadId] }], inject("databaseUrl"));
    const alerts = () => readFileSync(inject("serverLog"), "utf8").split("\n").filter((line) => line.includes("withheld_release_overdue") && line.includes(leadId));
    await waitFor(() => alerts().length > 0, { what: "the overdue alert" });
    // The check runs about every second: a few more runs must not repeat it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(alerts()).toHaveLength(1);
    expect(JSON.parse(alerts()[0] ?? "{}")).toMatchObject({ level: expect.anything(), alert: "withheld_release_overdue", lead_id: leadId, position: 0 });
  });

  it("counts released money in an exit's principal, holds releases while the exit stands and cancels the rest when it completes", async () => {
    const twoTranches = approvedLoan({
      disbursal_detail: [
        { date: today(), amount: 150_000, processing_fee: 2000, gst: 360 },
        { disbursal_type: 1, date: addDays(today(), 20), amount: 25_000 },
        { disbursal_type: 1, date: addDays(today(), 40), amount: 25_000 },
      ],
    });
    const { leadId, kfs } = await disbursedLoan(twoTranches);
    accepted(await recordRelease(leadId, { position: 0, released_at: indianNow(), amount: 25_000, transaction_id: uniqueUtr() }));
    const exit = dataOf<CoolingOffExit>(await requestExit(leadId));
    expect(exit.principal).toBe(kfs.paid_at_disbursal + 25_000);

    expect(refusal(await recordRelease(leadId, { position: 1, released_at: indianNow(), amount: 25_000, transaction_id: uniqueUtr() })).code).toBe("cooling_off_exit_exists");
    accepted(await recordReceipt(leadId, { received_at: indianNow(), amount: exit.amount_due, transaction_id: uniqueUtr() }));
    expect(refusal(await recordRelease(leadId, { position: 1, released_at: indianNow(), amount: 25_000, transaction_id: uniqueUtr() })).code).toBe("loan_exited");
    expect(await countRows("WithheldRelease", `"loanId" = $1 AND "cancelledAt" IS NOT NULL`, [leadId])).toBe(1);
  });
});
