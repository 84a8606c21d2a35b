import { describe, expect, it } from "vitest";
import { DEMO_LENDER } from "@/lib/config/lender";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { api } from "./client";
import { countRows } from "./database";
import { book, dataOf, expectError, fieldPaths } from "./helpers";
import { approvedLoan, lenderDate, scheduleOfBody, today, wholeSchedule } from "../support/loan-fixtures";
import { NACH_INITIATE, type NachInitiated } from "./webhook-helpers";

const countMandates = (leadId: string) => countRows("PhysicalNach", `"loanId" = $1`, [leadId]);
const initiate = (leadId: string, terms: Record<string, unknown> = {}) => api("POST", NACH_INITIATE, { body: { lead_id: leadId, ...terms } });
const roundUpToHundred = (amount: number) => Math.ceil(amount / 100) * 100;

/** A loan repaid in 24 equal instalments of 10,000: ₹2,40,000 at 0 %, from today. */
function equalInstalmentLoan() {
  return approvedLoan({
    loan_amount: 240000,
    interest_rate: 0,
    disbursal_detail: [{ date: today(), amount: 240000 }],
    repayment_schedule: Array.from({ length: 24 }, (_, index) => ({ due_date: addMonths(today(), index + 1), due_amount: 10000, principal_amount: 10000, interest_amount: 0 })),
  });
}

/** The instalments the service reads from a booking body (lib/terms), as a partner's rows. */
const amortised = (loan: Record<string, unknown>) => scheduleOfBody(loan).map((row) => ({ due_date: row.due_date, due_amount: row.instalment }));

/** A refusal that stored nothing: the contract's error, no mandate, and a default initiation still works afterwards. */
async function expectRefused(leadId: string, terms: Record<string, unknown>, status: number, code: string) {
  const response = await initiate(leadId, terms);
  expectError(response, status, code);
  expect(await countMandates(leadId)).toBe(0);
  return response;
}

describe("initiation defaults", () => {
  it("fixes every term from the loan and the lender's configuration when the body has only lead_id", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const instalments = amortised(body);
    const largest = Math.max(...instalments.map((row) => row.due_amount));

    const response = await initiate(booking.lead_id);

    expect(response.status, response.text).toBe(201);
    expect(dataOf<NachInitiated>(response).mandate).toEqual({
      mandate_date: todayInIndia(),
      sponsor_bank_code: DEMO_LENDER.sponsorBankCode,
      utility_code: DEMO_LENDER.utilityCode,
      creditor_name: DEMO_LENDER.name,
      ac_number: "123456789012",
      ac_name: "Asha Verma",
      account_type: "savings",
      bank_name: "HDFC Bank",
      ifsc_code: "HDFC0001234",
      debit_type: "maximum",
      amount: roundUpToHundred(largest * 1.5),
      frequency: "monthly",
      start_date: instalments[0]?.due_date,
      end_date: addMonths(instalments.at(-1)?.due_date ?? "", 6),
      until_cancelled: false,
      signatories: ["Asha Verma"],
      reference_1: booking.loan_account_number,
      reference_2: body.partner_loan_id,
      phone: "9876543210",
      email: "asha.verma@example.com",
    });
  });

  it("uses the partner's schedule, its largest instalment the last", async () => {
    const schedule = wholeSchedule({ amount: 200000, rate: 14.5, months: 24 });
    const booking = await book(approvedLoan({ repayment_schedule: schedule }));
    const largest = Math.max(...schedule.map((row) => row.due_amount));

    const mandate = dataOf<NachInitiated>(await initiate(booking.lead_id)).mandate;

    expect(mandate).toMatchObject({ amount: roundUpToHundred(largest * 1.5), start_date: schedule[0]?.due_date, end_date: addMonths(schedule.at(-1)?.due_date ?? "", 6) });
  });

  it("would debit a weekly loan as presented, which the default category L001 refuses (422 nach_frequency_unsupported)", async () => {
    const booking = await book(approvedLoan({ payment_frequency: "weekly", repayment_count: 104 }));

    const response = await expectRefused(booking.lead_id, {}, 422, "nach_frequency_unsupported");

    expect(response.body.error?.message).toContain("only an as-presented mandate can collect them");
  });

  it("takes no email as null", async () => {
    const booking = await book(approvedLoan({ email: "" }));

    const mandate = dataOf<NachInitiated>(await initiate(booking.lead_id)).mandate;

    expect(mandate).toMatchObject({ frequency: "monthly", email: null });
  });
});

describe("initiation terms the partner chooses", () => {
  it("takes every term, the lender's synonyms and any case", async () => {
    // A mandate takes only the verified account, the first (contract v3 section 12): named here, it is the term taken.
    const booking = await book(approvedLoan({ bank_account: { ac_number: ["55556666777", "123456789012"], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" } }));
    const start = addDays(todayInIndia(), 10);

    const response = await initiate(booking.lead_id, {
      ac_number: "55556666777",
      account_type: "Current",
      debit_type: "VARIABLE",
      amount: 25000.5,
      frequency: " MONTHLY ",
      start_date: lenderDate(start),
      until_cancelled: true,
      signatories: ["Asha Verma", "आशा वर्मा"],
    });

    expect(response.status, response.text).toBe(201);
    expect(dataOf<NachInitiated>(response).mandate).toMatchObject({
      ac_number: "55556666777",
      account_type: "current",
      debit_type: "maximum",
      amount: 25000.5,
      frequency: "monthly",
      start_date: start,
      end_date: null,
      until_cancelled: true,
      signatories: ["Asha Verma", "आशा वर्मा"],
    });
  });

  it("reads frequency Monthly as monthly", async () => {
    const booking = await book();
    const response = await initiate(booking.lead_id, { frequency: "Monthly", account_type: "sb_nro", end_date: addMonths(todayInIndia(), 60) });
    expect(response.status, response.text).toBe(201);
    expect(dataOf<NachInitiated>(response).mandate).toMatchObject({ frequency: "monthly", account_type: "sb_nro", end_date: addMonths(todayInIndia(), 60) });
  });

  // Read as words (not 400): each is a frequency that cannot collect a monthly loan under L001 (contract v3 section 8).
  it.each(["adhoc", "QUARTERLY", "Semiannually", "yearly"])("reads frequency %s, and refuses it on a monthly loan naming frequency", async (sent) => {
    const booking = await book();
    const response = await expectRefused(booking.lead_id, { frequency: sent }, 422, "inconsistent_terms");
    expect(fieldPaths(response)).toEqual(["frequency"]);
  });

  it("takes fixed debits of equal instalments at the instalment", async () => {
    const booking = await book(equalInstalmentLoan());

    const response = await initiate(booking.lead_id, { debit_type: "fixed" });

    expect(response.status, response.text).toBe(201);
    expect(dataOf<NachInitiated>(response).mandate).toMatchObject({ debit_type: "fixed", amount: 10000 });
  });

  it("accepts an amount exactly at the largest instalment", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const largest = Math.max(...amortised(body).map((row) => row.due_amount));

    const response = await initiate(booking.lead_id, { amount: largest });

    expect(response.status, response.text).toBe(201);
    expect(dataOf<NachInitiated>(response).mandate.amount).toBe(largest);
  });
});

describe("initiation terms refused, nothing stored", () => {
  it("refuses an amount below the largest instalment: 422 mandate_amount_too_low with the minimum", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const largest = Math.max(...amortised(body).map((row) => row.due_amount));

    const response = await expectRefused(booking.lead_id, { amount: largest - 1 }, 422, "mandate_amount_too_low");

    expect(response.body.error?.details).toEqual({ minimum: largest });
  });

  it("refuses an amount above ₹1 crore: 400", async () => {
    const booking = await book();
    const response = await expectRefused(booking.lead_id, { amount: 10_000_001 }, 400, "validation_error");
    expect(fieldPaths(response)).toEqual(["amount"]);
  });

  it("refuses fixed debits when the instalments are not all equal: 422 inconsistent_terms", async () => {
    const booking = await book();
    const response = await expectRefused(booking.lead_id, { debit_type: "fixed" }, 422, "inconsistent_terms");
    expect(fieldPaths(response)).toEqual(["debit_type"]);
  });

  it("refuses a fixed amount other than the instalment: 422 inconsistent_terms", async () => {
    const booking = await book(equalInstalmentLoan());
    const response = await expectRefused(booking.lead_id, { debit_type: "fixed", amount: 15000 }, 422, "inconsistent_terms");
    expect(fieldPaths(response)).toEqual(["amount"]);
  });

  it.each([
    ["an end date before the start", { start_date: addDays(todayInIndia(), 30), end_date: addDays(todayInIndia(), 20) }, "end_date"],
    ["an end date on the start", { start_date: addDays(todayInIndia(), 30), end_date: addDays(todayInIndia(), 30) }, "end_date"],
    ["a start in the past", { start_date: addDays(todayInIndia(), -1) }, "start_date"],
    ["an end date with until_cancelled", { end_date: addMonths(todayInIndia(), 30), until_cancelled: true }, "end_date"],
    ["four signatories", { signatories: ["A One", "B Two", "C Three", "D Four"] }, "signatories"],
    ["no signatories", { signatories: [] }, "signatories"],
    ["a blank signatory", { signatories: ["   "] }, "signatories[0]"],
    ["an unknown account type", { account_type: "loan" }, "account_type"],
    ["an unknown frequency", { frequency: "daily" }, "frequency"],
    ["an unknown field", { umrn: "LDSK0000000000000001" }, "umrn"],
  ])("refuses %s: 400 validation_error", async (_, terms, path) => {
    const booking = await book();
    const response = await expectRefused(booking.lead_id, terms, 400, "validation_error");
    if (path) expect(fieldPaths(response)).toEqual([path]);
  });

  it("refuses an account number the loan does not have: 422 unknown_account", async () => {
    const booking = await book();
    await expectRefused(booking.lead_id, { ac_number: "999988887777" }, 422, "unknown_account");
  });

  it.each([
    ["sb_nre", "M051"],
    ["SB_NRE", "M051"],
    ["cc", "M030"],
  ])("refuses account type %s, naming NPCI's %s: 422 account_type_not_allowed", async (type, reason) => {
    const booking = await book();
    const response = await expectRefused(booking.lead_id, { account_type: type }, 422, "account_type_not_allowed");
    expect(response.body.error?.message).toContain(reason);
  });

  it("books a loan at a bank without ACH debits but refuses its mandate: 422 bank_not_on_nach", async () => {
    // Airtel Payments Bank: in the IFSC list, ach_debit false.
    const booking = await book(approvedLoan({ bank_account: { ac_number: ["123456789012"], ifsc_code: "AIRP0000001", nach_type: "physical", ac_name: "Asha Verma" } }));
    expect(booking.status).toBe("Approved");

    const response = await expectRefused(booking.lead_id, {}, 422, "bank_not_on_nach");

    expect(response.body.error?.message).toContain("Airtel Payments Bank");
  });

  it("lets a default initiation through after the refusals", async () => {
    const booking = await book();
    await expectRefused(booking.lead_id, { amount: 1 }, 422, "mandate_amount_too_low");
    await expectRefused(booking.lead_id, { ac_number: "999988887777" }, 422, "unknown_account");
    expect((await initiate(booking.lead_id)).status).toBe(201);
    expect(await countMandates(booking.lead_id)).toBe(1);
  });
});
