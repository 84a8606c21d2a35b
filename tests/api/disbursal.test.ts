import { describe, expect, inject, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { indianClockTime, todayInIndia } from "@/lib/calendar/india-day";
import { api, DEMO2, type Credentials } from "./client";
import { changeDatabase, countRows } from "./database";
import { book, countEvents, dataOf, disbursePath, expectError, fieldPaths, ISO_MS, loanPath, partner, readLoan, type DisbursalRecord } from "./helpers";
import { approvedLoan, lenderDate, rejectedLoan, today, uniqueUtr, updateBody } from "../support/loan-fixtures";

const disbursals = (leadId: string) => countRows("Disbursal", `"loanId" = $1`, [leadId]);

/** A time as the bank writes it, India time without a zone: `2026-11-24T15:30:00`. */
const indiaTime = (time: number) => indianClockTime(new Date(time)).slice(0, 19);
/** The same time in the lender's format: `24-Nov-2026 15:30:00`. */
const lenderTime = (time: number) => {
  const local = indiaTime(time);
  return `${lenderDate(local.slice(0, 10))} ${local.slice(11)}`;
};

// Principal tranches are paid on the start, today; withheld money is due later (contract v3 section 4).
const principal = (amount: number, deductions: Record<string, number> = {}) => ({ date: today(), amount, ...deductions });
const withhold = (amount: number, daysAfterStart = 30) => ({ date: addDays(today(), daysAfterStart), amount, disbursal_type: "withhold" });

const NO_DEDUCTIONS = { processing_fee: 0, gst: 0, pre_emi: 0, subvention: 0, upfront_emi: 0, insurance: 0 };

/** A refused disbursal changed nothing: no record, the loan not disbursed, and its read as before. */
async function expectUndisbursed(leadId: string, readBefore?: Record<string, unknown>) {
  expect(await disbursals(leadId)).toBe(0);
  expect(await countEvents(leadId, "disbursed")).toBe(0);
  const { loan } = await readLoan(leadId);
  expect(loan.disbursed).toBe(false);
  expect(loan.disbursed_at).toBeNull();
  if (readBefore) expect(loan).toEqual(readBefore);
  expectError(await api("GET", disbursePath(leadId)), 404, "not_found");
}

/** A booking with what disbursal needs besides (contract v3 section 12): the KFS accepted and the agreement recorded. */
async function bookReady(body?: Record<string, unknown>, auth?: Credentials) {
  const booking = await book(body, auth);
  await partner.prepareForDisbursal(booking.lead_id, { auth });
  return booking;
}

/** After a refusal, a good call still disburses (the loan prepared first, if a change of terms asks for it). */
async function expectLaterDisbursal(leadId: string, body?: Record<string, unknown>) {
  await partner.prepareForDisbursal(leadId);
  const later = await api("POST", disbursePath(leadId), body ? { body } : {});
  expect(later.status, later.text).toBe(200);
  return dataOf<DisbursalRecord>(later);
}

describe("disbursal (POST/GET /api/v1/client/loan/<lead_id>/disburse/)", () => {
  it("disburses an Approved loan without a body: the net amount due, its breakdown, the account paid, a demo UTR, now", async () => {
    const booking = await bookReady();
    const before = Date.now();

    const response = await api("POST", disbursePath(booking.lead_id));

    expect(response.status, response.text).toBe(200);
    const record = dataOf<DisbursalRecord>(response);
    expect(record).toEqual({
      lead_id: booking.lead_id,
      loan_account_number: booking.loan_account_number,
      status: "Disbursed",
      amount: 197640,
      transaction_time: expect.stringMatching(ISO_MS),
      transaction_id: expect.stringMatching(new RegExp(`^LDSKR${todayInIndia().replaceAll("-", "")}\\d{9}$`)),
      breakdown: { ...NO_DEDUCTIONS, gross: 200000, processing_fee: 2000, gst: 360, withheld: 0, net: 197640, withheld_releases: [] },
      beneficiary: { ac_name: "Asha Verma", ifsc_code: "HDFC0001234", ac_number: "XXXXXXXX9012" },
    });
    // "Now", as the server sees it: not before the request was sent (a minute's grace for clock skew).
    expect(Date.parse(record.transaction_time)).toBeGreaterThan(before - 60_000);
    expect(await disbursals(booking.lead_id)).toBe(1);
    expect(await countEvents(booking.lead_id, "disbursed")).toBe(1);
    expect((await api("GET", disbursePath(booking.lead_id))).body.data).toEqual(record);
  });

  it("pays the loan's first account, its number masked to the last 4 digits", async () => {
    const booking = await bookReady(
      approvedLoan({ bank_account: { ac_number: ["50100012347890", "987654321"], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" } }),
    );

    const record = dataOf<DisbursalRecord>(await api("POST", disbursePath(booking.lead_id)));

    expect(record.beneficiary).toEqual({ ac_name: "Asha Verma", ifsc_code: "HDFC0001234", ac_number: "XXXXXXXXXX7890" });
  });

  it("masks a 5-digit account number to its last 2 digits, XXX45, in the record and its read", async () => {
    const booking = await bookReady(approvedLoan({ bank_account: { ac_number: ["12345"], ifsc_code: "HDFC0001234", nach_type: "physical", ac_name: "Asha Verma" } }));

    const record = dataOf<DisbursalRecord>(await api("POST", disbursePath(booking.lead_id)));

    expect(record.beneficiary?.ac_number).toBe("XXX45");
    expect(dataOf<DisbursalRecord>(await api("GET", disbursePath(booking.lead_id))).beneficiary?.ac_number).toBe("XXX45");
  });

  it("pays 150,000 principal + 50,000 withhold on 200,000 as 150,000 less its deductions, listing the 50,000's release as due on its date", async () => {
    const booking = await bookReady(approvedLoan({ disbursal_detail: [principal(150000, { processing_fee: 1000, gst: 180 }), withhold(50000, 91)] }));

    const record = dataOf<DisbursalRecord>(await api("POST", disbursePath(booking.lead_id)));

    expect(record.amount).toBe(148820);
    expect(record.breakdown).toEqual({
      ...NO_DEDUCTIONS,
      gross: 150000,
      processing_fee: 1000,
      gst: 180,
      withheld: 50000,
      net: 148820,
      withheld_releases: [{ date: addDays(today(), 91), released_at: null, amount: null, transaction_id: null }],
    });
  });

  it("lists the withheld releases of a record stored before contract v3 from the loan's withhold tranches", async () => {
    const booking = await bookReady(approvedLoan({ disbursal_detail: [principal(150000), withhold(30000, 45), withhold(20000, 60)] }));
    const record = dataOf<DisbursalRecord>(await api("POST", disbursePath(booking.lead_id)));
    const { withheld_releases: _releases, ...storedBeforeV3 } = record.breakdown ?? {};
    await changeDatabase([{ sql: `UPDATE "Disbursal" SET "breakdown" = $1 WHERE "loanId" = $2`, params: [JSON.stringify(storedBeforeV3), booking.lead_id] }], inject("databaseUrl"));

    const read = dataOf<DisbursalRecord>(await api("GET", disbursePath(booking.lead_id)));

    expect(read).toEqual(record);
    expect(read.breakdown?.withheld_releases.map((release) => release.date)).toEqual([addDays(today(), 45), addDays(today(), 60)]);
  });

  it("sums every deduction over every principal tranche; withheld money is not paid", async () => {
    const booking = await bookReady(
      approvedLoan({
        disbursal_detail: [
          // A pre-EMI within the rate check's 0.25 points (there is no broken period to charge it for).
          principal(120000, { processing_fee: 1000, gst: 180, pre_emi: 300, subvention: 250, insurance: 700 }),
          principal(60000, { processing_fee: 2000, gst: 360, insurance: 300 }),
          withhold(20000),
        ],
      }),
    );

    const record = dataOf<DisbursalRecord>(await api("POST", disbursePath(booking.lead_id)));

    const net = 180000 - 3000 - 540 - 300 - 250 - 1000;
    expect(record.breakdown).toEqual(
      expect.objectContaining({ gross: 180000, processing_fee: 3000, gst: 540, pre_emi: 300, subvention: 250, upfront_emi: 0, insurance: 1000, withheld: 20000, net }),
    );
    expect(record.amount).toBe(net);
  });

  it("refuses a loan with no principal tranche with 409 disbursal_date_missing, nothing changes; with one dated today it disburses", async () => {
    const booking = await book(approvedLoan({ disbursal_detail: undefined }));
    const { loan: before } = await readLoan(booking.lead_id);

    const response = await api("POST", disbursePath(booking.lead_id), { body: { amount: 200000 } });

    expectError(response, 409, "disbursal_date_missing");
    expect(response.body.error?.details).toEqual({});
    await expectUndisbursed(booking.lead_id, before);
    const patched = await api("PATCH", loanPath(booking.lead_id), { body: { disbursal_detail: [principal(150000), withhold(50000)] } });
    expect(patched.status, patched.text).toBe(200);
    expect((await expectLaterDisbursal(booking.lead_id)).amount).toBe(150000);
  });

  it("never holds deductions equal to a tranche: booking and update refuse them, and the loan disburses as it stood", async () => {
    const equal = [principal(1180, { processing_fee: 1000, gst: 180 }), principal(198820)];
    const refusedBooking = await api("POST", "/api/v1/client/loan/", { body: approvedLoan({ disbursal_detail: equal }) });
    expectError(refusedBooking, 422, "inconsistent_terms");
    expect(fieldPaths(refusedBooking)).toEqual(["disbursal_detail[0]"]);

    const booking = await bookReady();
    const refusedPatch = await api("PATCH", loanPath(booking.lead_id), { body: { disbursal_detail: equal } });
    expectError(refusedPatch, 422, "inconsistent_terms");
    await expectUndisbursed(booking.lead_id);
    expect((await expectLaterDisbursal(booking.lead_id)).amount).toBe(197640);
  });

  it("accepts an amount ₹1 off the net amount due and records the net amount due", async () => {
    const booking = await bookReady();

    const response = await api("POST", disbursePath(booking.lead_id), { body: { amount: 197641 } });

    expect(response.status, response.text).toBe(200);
    expect(dataOf<DisbursalRecord>(response).amount).toBe(197640);
    expect(dataOf<DisbursalRecord>(await api("GET", disbursePath(booking.lead_id))).amount).toBe(197640);
  });

  it.each([
    ["₹2 below", 197638],
    ["₹2 above", 197642],
    ["the loan amount, ignoring the deductions", 200000],
  ])("refuses an amount %s the net amount due with 422 disbursal_amount_mismatch naming the expected amount; nothing changes", async (_name, amount) => {
    const booking = await bookReady();
    const { loan: before } = await readLoan(booking.lead_id);

    const response = await api("POST", disbursePath(booking.lead_id), { body: { amount } });

    expectError(response, 422, "disbursal_amount_mismatch");
    expect(response.body.error?.details).toEqual({ expected: 197640 });
    await expectUndisbursed(booking.lead_id, before);
    expect((await expectLaterDisbursal(booking.lead_id, { amount: 197640 })).amount).toBe(197640);
  });

  it.each(["123456789012", "HDFCN52026112412345678"])("keeps the bank's UTR %s as sent", async (utr) => {
    const booking = await bookReady();

    const record = await expectLaterDisbursal(booking.lead_id, { transaction_id: utr });

    expect(record.transaction_id).toBe(utr);
    expect(dataOf<DisbursalRecord>(await api("GET", disbursePath(booking.lead_id))).transaction_id).toBe(utr);
  });

  it("refuses a UTR already recorded on another partner's disbursal with 409 utr_in_use; nothing is paid", async () => {
    const utr = uniqueUtr();
    const theirs = await bookReady(approvedLoan(), DEMO2);
    const mine = await bookReady();
    expect((await api("POST", disbursePath(theirs.lead_id), { body: { transaction_id: utr }, auth: DEMO2 })).status).toBe(200);
    const { loan: before } = await readLoan(mine.lead_id);

    const response = await api("POST", disbursePath(mine.lead_id), { body: { transaction_id: utr } });

    expectError(response, 409, "utr_in_use");
    expect(response.body.error?.details.fields).toEqual([{ path: "transaction_id", message: "is already recorded on another transfer" }]);
    expect(response.text).not.toContain(theirs.lead_id);
    await expectUndisbursed(mine.lead_id, before);
    await expectLaterDisbursal(mine.lead_id, { transaction_id: uniqueUtr() });
  });

  it("lets exactly one of two disbursals racing with one UTR, from two partners, through", async () => {
    const utr = uniqueUtr();
    const loans = [{ booking: await bookReady(), auth: undefined }, { booking: await bookReady(approvedLoan(), DEMO2), auth: DEMO2 }];

    const answers = await Promise.all(loans.map(({ booking, auth }) => api("POST", disbursePath(booking.lead_id), { body: { transaction_id: utr }, auth })));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error?.code).toBe("utr_in_use");
    const disbursed = await Promise.all(loans.map(async ({ booking, auth }) => (await readLoan(booking.lead_id, auth)).loan.disbursed));
    expect(disbursed.filter(Boolean)).toHaveLength(1);
  });

  it("takes transaction fields sent as \"\" or null as not sent", async () => {
    const booking = await bookReady();

    const record = await expectLaterDisbursal(booking.lead_id, { amount: "", transaction_id: null, transaction_time: "" });

    expect(record.amount).toBe(197640);
    expect(record.transaction_id).toMatch(/^LDSKR\d{17}$/);
  });

  it("stores the lender's transaction time format and the ISO one (India time), from the second the loan was booked", async () => {
    for (const format of [lenderTime, indiaTime]) {
      const booking = await bookReady();
      const bookedSecond = Math.floor(Date.parse((await readLoan(booking.lead_id)).loan.created_at) / 1000) * 1000;

      const record = await expectLaterDisbursal(booking.lead_id, { transaction_time: format(bookedSecond), transaction_id: uniqueUtr() });

      expect(record.transaction_time).toBe(new Date(bookedSecond).toISOString());
      expect(dataOf<DisbursalRecord>(await api("GET", disbursePath(booking.lead_id))).transaction_time).toBe(new Date(bookedSecond).toISOString());
    }
  });

  it("refuses a transaction time one minute before the booking with 400 naming transaction_time; nothing changes", async () => {
    const booking = await bookReady();
    const { loan: before } = await readLoan(booking.lead_id);
    const minuteBefore = Date.parse(before.created_at) - 60_000;

    for (const transaction_time of [indiaTime(minuteBefore), lenderTime(minuteBefore)]) {
      const response = await api("POST", disbursePath(booking.lead_id), { body: { transaction_time } });
      expectError(response, 400, "validation_error");
      expect(fieldPaths(response)).toEqual(["transaction_time"]);
    }
    await expectUndisbursed(booking.lead_id, before);
    await expectLaterDisbursal(booking.lead_id);
  });

  it("refuses a transaction time one minute in the future (India time) with 400 naming transaction_time; nothing changes", async () => {
    const booking = await bookReady();
    const { loan: before } = await readLoan(booking.lead_id);
    const minuteAhead = Date.now() + 60_000;

    for (const transaction_time of [indiaTime(minuteAhead), lenderTime(minuteAhead)]) {
      const response = await api("POST", disbursePath(booking.lead_id), { body: { transaction_time } });
      expectError(response, 400, "validation_error");
      expect(fieldPaths(response)).toEqual(["transaction_time"]);
    }
    await expectUndisbursed(booking.lead_id, before);
    // This second, as the bank writes it: neither ahead of the server nor before the booking.
    await expectLaterDisbursal(booking.lead_id, { transaction_time: indiaTime(Date.now()) });
  });

  it.each([
    ["a UTR with lower-case letters", { transaction_id: "hdfcn52026112412" }, "transaction_id"],
    ["a UTR of 23 characters", { transaction_id: "HDFCR520261124123456789" }, "transaction_id"],
    ["a UTR of 11 characters", { transaction_id: "12345678901" }, "transaction_id"],
    ["a UTR with a space", { transaction_id: "UTR 123456789" }, "transaction_id"],
    ["an impossible transaction_time", { transaction_time: "30-Feb-2022 10:00:00" }, "transaction_time"],
    ["a zero amount", { amount: 0 }, "amount"],
    ["an amount as a string", { amount: "197640" }, "amount"],
    ["an unknown field", { status: "Disbursed" }, "status"],
  ])("refuses %s with 400 validation_error naming the field; nothing changes", async (_name, body, field) => {
    const booking = await bookReady();
    const { loan: before } = await readLoan(booking.lead_id);

    const response = await api("POST", disbursePath(booking.lead_id), { body });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toEqual([field]);
    await expectUndisbursed(booking.lead_id, before);
    await expectLaterDisbursal(booking.lead_id);
  });

  it("returns 404 not_found on GET before the disbursal", async () => {
    const booking = await bookReady();

    expectError(await api("GET", disbursePath(booking.lead_id)), 404, "not_found");
  });

  it("refuses a second disbursal with 409 already_disbursed carrying disbursed_at, keeping the first record", async () => {
    const booking = await bookReady();
    const first = await api("POST", disbursePath(booking.lead_id));
    expect(first.status, first.text).toBe(200);

    const second = await api("POST", disbursePath(booking.lead_id), { body: { amount: 1000, transaction_id: "HDFCN52026112499" } });

    expectError(second, 409, "already_disbursed");
    const { loan } = await readLoan(booking.lead_id);
    expect(second.body.error?.details.disbursed_at).toBe(loan.disbursed_at);
    expect(String(second.body.error?.details.disbursed_at)).toMatch(ISO_MS);
    expect(await disbursals(booking.lead_id)).toBe(1);
    expect((await api("GET", disbursePath(booking.lead_id))).body.data).toEqual(first.body.data);
  });

  it("refuses to disburse a Rejected loan with 409 loan_not_approved", async () => {
    const booking = await book(rejectedLoan());

    const response = await api("POST", disbursePath(booking.lead_id));

    expectError(response, 409, "loan_not_approved");
    await expectUndisbursed(booking.lead_id);
  });

  it("shows disbursed and disbursed_at on the read, keeps the status Approved and refuses PUT and PATCH with 409 loan_disbursed", async () => {
    const body = approvedLoan();
    const booking = await bookReady(body);
    const disbursed = await api("POST", disbursePath(booking.lead_id));
    expect(disbursed.status, disbursed.text).toBe(200);
    const before = await readLoan(booking.lead_id);

    const put = await api("PUT", loanPath(booking.lead_id), { body: { ...updateBody(body), email: "after@example.com" } });
    const patch = await api("PATCH", loanPath(booking.lead_id), { body: { email: "after@example.com" } });
    const patchWithEtag = await api("PATCH", loanPath(booking.lead_id), {
      body: { email: "after@example.com" },
      headers: { "if-match": String(before.etag) },
    });

    expectError(put, 409, "loan_disbursed");
    expectError(patch, 409, "loan_disbursed");
    expectError(patchWithEtag, 409, "loan_disbursed");
    const after = await readLoan(booking.lead_id);
    expect(after.loan).toEqual(before.loan);
    expect(after.loan.status).toBe("Approved");
    expect(after.loan.loan_ac_no).toBe(booking.loan_account_number);
    expect(after.loan.disbursed).toBe(true);
    expect(after.loan.disbursed_at).toMatch(ISO_MS);
    expect(after.loan.email).toBe(body.email);
    expect(await countEvents(booking.lead_id, "updated")).toBe(0);
    expect((await api("GET", disbursePath(booking.lead_id))).body.data).toEqual(disbursed.body.data);
  });

  it("shows the disbursal in the list", async () => {
    const body = approvedLoan();
    const booking = await bookReady(body);
    await api("POST", disbursePath(booking.lead_id));

    const list = await api("GET", `/api/v1/client/loan/?partner_loan_id=${encodeURIComponent(String(body.partner_loan_id))}`);

    const { loan } = await readLoan(booking.lead_id);
    expect(list.body.data?.items).toEqual([
      expect.objectContaining({ lead_id: booking.lead_id, status: "Approved", disbursed: true, disbursed_at: loan.disbursed_at }),
    ]);
  });
});
