import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { loanSchema } from "@/lib/schemas/loan";
import { loanFigures } from "@/lib/terms/loan-figures";
import { api } from "./client";
import { book, countEvents, countLoans, dataOf, expectError, fieldPaths, LOANS, loanPath, readLoan } from "./helpers";
import { approvedLoan, today, wholeSchedule, updateBody } from "../support/loan-fixtures";

// Contract v3 sections 4 and 5: every number that decides what the borrower
// pays or receives is reconciled with the terms the policy judged, or
// refused; the review's examples (issue 26), each refused with nothing stored.

/** Books a body the terms checks refuse: 422 inconsistent_terms naming `paths` among its fields, nothing stored. */
async function expectRefusedBooking(body: Record<string, unknown>, paths: string[]) {
  const response = await api("POST", LOANS, { body });
  expectError(response, 422, "inconsistent_terms");
  expect(fieldPaths(response)).toEqual(expect.arrayContaining(paths));
  expect(await countLoans(String(body.partner_loan_id))).toBe(0);
  return response;
}

/** A PATCH of an Approved loan that is refused with `status` and `code`, changing nothing: same ETag, no update event. */
async function expectRefusedPatch(leadId: string, patch: Record<string, unknown>, status: number, code: string) {
  const before = await readLoan(leadId);
  const response = await api("PATCH", loanPath(leadId), { body: patch });
  expectError(response, status, code);
  const after = await readLoan(leadId);
  expect(after.etag).toBe(before.etag);
  expect(after.loan).toEqual(before.loan);
  expect(await countEvents(leadId, "updated")).toBe(0);
  return response;
}

const rules = (response: Awaited<ReturnType<typeof api>>) => (response.body.error?.details.rules as { code: string }[]).map((rule) => rule.code);

describe("the schedule is the loan the policy judges, at booking", () => {
  it("refuses a 12 % loan whose schedule charges 48 %", async () => {
    const response = await expectRefusedBooking(approvedLoan({ interest_rate: 12, repayment_schedule: wholeSchedule({ amount: 200000, rate: 48, months: 24 }) }), ["repayment_schedule"]);
    expect(response.body.error?.details.fields).toEqual([{ path: "repayment_schedule", message: expect.stringMatching(/^charges 48\.\d\d % a year, not the interest_rate of 12 %/) }]);
  });

  it("refuses a 12-month loan with 120 monthly rows", async () => {
    await expectRefusedBooking(approvedLoan({ loan_tenure: 12, repayment_count: undefined, repayment_schedule: wholeSchedule({ amount: 200000, rate: 14.5, months: 120 }) }), ["repayment_schedule"]);
  });

  it("refuses rows dated a year apart", async () => {
    const rows = wholeSchedule({ amount: 200000, rate: 14.5, months: 24 }).map((row, index) => ({ ...row, due_date: addMonths(today(), 12 * (index + 1)) }));
    await expectRefusedBooking(approvedLoan({ repayment_schedule: rows }), ["repayment_schedule[1].due_date"]);
  });

  it("refuses a first instalment three months after the start", async () => {
    await expectRefusedBooking(approvedLoan({ repayment_schedule: wholeSchedule({ amount: 200000, rate: 14.5, months: 24, start: addMonths(today(), 2) }) }), ["repayment_schedule[0].due_date"]);
  });

  it("refuses pre-EMI interest on a loan whose schedule the service draws up, which has no broken period to charge it for", async () => {
    const response = await expectRefusedBooking(approvedLoan({ disbursal_detail: [{ date: today(), amount: 200000, pre_emi: 5000 }] }), ["disbursal_detail"]);
    expect(response.body.error?.details.fields).toEqual([{ path: "disbursal_detail", message: expect.stringMatching(/^pre_emi makes the loan charge/) }]);
  });

  it("refuses a staged principal tranche, naming it", async () => {
    const tranches = [
      { date: today(), amount: 100000 },
      { date: addDays(today(), 60), amount: 100000 },
    ];
    await expectRefusedBooking(approvedLoan({ disbursal_detail: tranches }), ["disbursal_detail[1].date"]);
  });

  it("refuses a withhold tranche with deductions, or released 121 days after the start; takes one at +91 days", async () => {
    const split = (withhold: Record<string, unknown>) => approvedLoan({ disbursal_detail: [{ date: today(), amount: 150000 }, { date: addDays(today(), 91), amount: 50000, disbursal_type: "withhold", ...withhold }] });
    await expectRefusedBooking(split({ processing_fee: 500 }), ["disbursal_detail[1]"]);
    await expectRefusedBooking(split({ date: addDays(today(), 121) }), ["disbursal_detail[1].date"]);
    expect((await book(split({}))).status).toBe("Approved");
  });
});

describe("every cost is a credit term: a change re-runs the policy or is refused (contract v3 section 5)", () => {
  it("refuses a PATCH to a 90 % schedule, and the policy refuses it with a 90 % rate", async () => {
    const booking = await book(approvedLoan());
    const ninety = wholeSchedule({ amount: 200000, rate: 90, months: 24 });
    await expectRefusedPatch(booking.lead_id, { repayment_schedule: ninety }, 422, "inconsistent_terms");
    const response = await expectRefusedPatch(booking.lead_id, { interest_rate: 90, repayment_schedule: ninety }, 422, "policy_rejects_update");
    expect(rules(response)).toEqual(expect.arrayContaining(["interest_rate", "apr"]));
  });

  it("refuses fees of ₹48,700 on ₹1,00,000 by PATCH: upfront charges and APR", async () => {
    const booking = await book(approvedLoan({ loan_amount: 100000, disbursal_detail: [{ date: today(), amount: 100000 }] }));
    const response = await expectRefusedPatch(booking.lead_id, { disbursal_detail: [{ date: today(), amount: 100000, processing_fee: 41271, gst: 7429 }] }, 422, "policy_rejects_update");
    expect(rules(response)).toEqual(expect.arrayContaining(["upfront_charges", "apr"]));
  });

  it("refuses switching the principal to withhold by PATCH", async () => {
    const booking = await book(approvedLoan());
    await expectRefusedPatch(booking.lead_id, { disbursal_detail: [{ date: today(), amount: 200000, disbursal_type: "withhold" }] }, 422, "inconsistent_terms");
  });

  it("refuses monthly instalments relabelled weekly by PATCH", async () => {
    const booking = await book(approvedLoan({ repayment_schedule: wholeSchedule({ amount: 200000, rate: 14.5, months: 24 }) }));
    const response = await expectRefusedPatch(booking.lead_id, { payment_frequency: "weekly" }, 422, "inconsistent_terms");
    expect(fieldPaths(response)).toEqual(expect.arrayContaining(["repayment_schedule", "repayment_schedule[1].due_date"]));
  });

  it("re-runs the policy on a change of the payout date, storing the new evaluation", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: [{ date: addDays(today(), 1), amount: 200000 }] }));
    const response = await api("PATCH", loanPath(booking.lead_id), { body: { disbursal_detail: [{ date: today(), amount: 200000 }] } });
    expect(response.status, response.text).toBe(200);
    expect(await countEvents(booking.lead_id, "policy_evaluated")).toBe(2);
  });
});

describe("the new rules' boundaries", () => {
  /** A 36 % personal loan of ₹1,00,000 over 12 months with this processing fee (no GST), as booked. */
  const feeLoan = (fee: number) => approvedLoan({ loan_amount: 100000, interest_rate: 36, loan_tenure: 12, repayment_count: 12, disbursal_detail: [{ date: today(), amount: 100000, processing_fee: fee }] });
  const aprOf = (fee: number) => loanFigures(loanSchema.parse(updateBody(feeLoan(fee))), today()).apr ?? Number.NaN;

  it("approves an APR exactly at the personal loan's 45 % ceiling and refuses the next rupee of fees above it", async () => {
    let fee = 0;
    while (aprOf(fee + 1) <= 45) fee += 1;
    expect(aprOf(fee)).toBe(45);

    const atCeiling = await book(feeLoan(fee));
    expect(atCeiling.status).toBe("Approved");
    expect((await readLoan(atCeiling.lead_id)).loan.policy.rules.find((rule) => rule.code === "apr")).toMatchObject({ passed: true, observed: 45 });
    const above = await book(feeLoan(fee + 1));
    expect(above.status).toBe("Rejected");
    expect(above.rejection_reason).toMatch(/APR 45\.0\d% is above the maximum of 45% for a personal loan/);
  });

  it("approves upfront charges of exactly 8 % and refuses ₹1 more", async () => {
    const charged = (fee: number) => approvedLoan({ disbursal_detail: [{ date: today(), amount: 200000, processing_fee: fee, gst: 2441 }] });
    expect((await book(charged(13559))).status).toBe("Approved");
    const over = await book(charged(13560));
    expect(over.status).toBe("Rejected");
    expect(over.rejection_reason).toContain("upfront charges of 16,001 is above the maximum of 16,000 (8% of the loan amount)");
  });

  it("approves a 0 % loan with and without fees, its APR above 0 only with them", async () => {
    const zero = (fees: Record<string, unknown>) => approvedLoan({ interest_rate: 0, disbursal_detail: [{ date: today(), amount: 200000, ...fees }] });
    const free = await book(zero({}));
    const charged = await book(zero({ processing_fee: 2000, gst: 360 }));
    expect(free.status).toBe("Approved");
    expect(charged.status).toBe("Approved");
    expect(dataOf(await api("GET", loanPath(free.lead_id))).apr).toBe(0);
    expect(dataOf<{ apr: number }>(await api("GET", loanPath(charged.lead_id))).apr).toBeGreaterThan(0);
  });
});
