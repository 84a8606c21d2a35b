import { describe, expect, it } from "vitest";
import { api } from "./client";
import { countRows } from "./database";
import { book, countEvents, dataOf, disbursePath, expectError, fieldPaths, ISO_MS, loanPath, readLoan, type DisbursalRecord } from "./helpers";
import { approvedLoan, daysAgo, rejectedLoan } from "./loan-body";

const disbursals = (leadId: string) => countRows("Disbursal", `"loanId" = $1`, [leadId]);

describe("disbursal (POST/GET /api/v1/client/loan/<lead_id>/disburse/)", () => {
  it("disburses an Approved loan without a body: the loan amount net of the first tranche's deductions, now", async () => {
    const booking = await book();
    const before = Date.now();

    const response = await api("POST", disbursePath(booking.lead_id));

    expect(response.status, response.text).toBe(200);
    const record = dataOf<DisbursalRecord>(response);
    expect(record).toEqual({
      lead_id: booking.lead_id,
      loan_account_number: booking.loan_account_number,
      status: "Disbursed",
      amount: 200000 - 2000 - 360,
      transaction_time: expect.stringMatching(ISO_MS),
      transaction_id: null,
    });
    // "Now", as the server sees it: not before the request was sent (a minute's grace for clock skew).
    expect(Date.parse(record.transaction_time)).toBeGreaterThan(before - 60_000);
    expect(await disbursals(booking.lead_id)).toBe(1);
    expect(await countEvents(booking.lead_id, "disbursed")).toBe(1);
  });

  it("deducts every first-tranche deduction, and only from the first tranche", async () => {
    const booking = await book(
      approvedLoan({
        disbursal_detail: [
          { date: daysAgo(3), amount: 150000, processing_fee: 1000, gst: 180, pre_emi: 500, insurance: 700, downpayment: 9000, coupon_amount: 300 },
          { date: daysAgo(2), amount: 50000, processing_fee: 4000 },
        ],
      }),
    );

    const response = await api("POST", disbursePath(booking.lead_id));

    expect(response.status, response.text).toBe(200);
    // Downpayment and coupon do not reduce the release.
    expect(dataOf<DisbursalRecord>(response).amount).toBe(200000 - 1000 - 180 - 500 - 700);
  });

  it("returns the record on GET, and 404 not_found before the disbursal", async () => {
    const booking = await book();

    const before = await api("GET", disbursePath(booking.lead_id));
    expectError(before, 404, "not_found");

    const posted = await api("POST", disbursePath(booking.lead_id));
    const fetched = await api("GET", disbursePath(booking.lead_id));

    expect(fetched.status, fetched.text).toBe(200);
    expect(fetched.body.data).toEqual(posted.body.data);
  });

  it("refuses a second disbursal with 409 already_disbursed carrying disbursed_at", async () => {
    const booking = await book();
    const first = await api("POST", disbursePath(booking.lead_id));
    expect(first.status, first.text).toBe(200);

    const second = await api("POST", disbursePath(booking.lead_id), { body: { amount: 1000 } });

    expectError(second, 409, "already_disbursed");
    const { loan } = await readLoan(booking.lead_id);
    expect(second.body.error?.details.disbursed_at).toBe(loan.disbursed_at);
    expect(String(second.body.error?.details.disbursed_at)).toMatch(ISO_MS);
    expect(await disbursals(booking.lead_id)).toBe(1);
    expect(dataOf<DisbursalRecord>(await api("GET", disbursePath(booking.lead_id))).amount).toBe(197640);
  });

  it("refuses to disburse a Rejected loan with 409 loan_not_approved", async () => {
    const booking = await book(rejectedLoan());

    const response = await api("POST", disbursePath(booking.lead_id));

    expectError(response, 409, "loan_not_approved");
    expect(await disbursals(booking.lead_id)).toBe(0);
    expect((await readLoan(booking.lead_id)).loan.disbursed).toBe(false);
    expectError(await api("GET", disbursePath(booking.lead_id)), 404, "not_found");
  });

  it("stores a manual amount, the lender's transaction time format (India time) and the UTR", async () => {
    const booking = await book();

    const response = await api("POST", disbursePath(booking.lead_id), {
      body: { amount: 150000, transaction_time: "19-Apr-2022 10:00:00", transaction_id: "UTR123456789" },
    });

    expect(response.status, response.text).toBe(200);
    const expected = {
      lead_id: booking.lead_id,
      loan_account_number: booking.loan_account_number,
      status: "Disbursed",
      amount: 150000,
      transaction_time: "2022-04-19T04:30:00.000Z",
      transaction_id: "UTR123456789",
    };
    expect(response.body.data).toEqual(expected);
    expect((await api("GET", disbursePath(booking.lead_id))).body.data).toEqual(expected);
  });

  it("accepts the ISO transaction time format", async () => {
    const booking = await book();

    const response = await api("POST", disbursePath(booking.lead_id), { body: { transaction_time: "2026-01-15T09:15:30" } });

    expect(response.status, response.text).toBe(200);
    expect(dataOf<DisbursalRecord>(response)).toEqual(
      expect.objectContaining({ amount: 197640, transaction_time: "2026-01-15T03:45:30.000Z", transaction_id: null }),
    );
  });

  it.each([
    ["a transaction_time in the future", { transaction_time: "01-Jan-2099 00:00:00" }, "transaction_time"],
    ["an impossible transaction_time", { transaction_time: "30-Feb-2022 10:00:00" }, "transaction_time"],
    ["an amount above the loan amount", { amount: 200001 }, "amount"],
    ["a zero amount", { amount: 0 }, "amount"],
    ["a malformed UTR", { transaction_id: "UTR 12/34" }, "transaction_id"],
    ["an unknown field", { status: "Disbursed" }, "status"],
  ])("refuses %s with 400 validation_error and does not disburse", async (_name, body, field) => {
    const booking = await book();

    const response = await api("POST", disbursePath(booking.lead_id), { body });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain(field);
    expect(await disbursals(booking.lead_id)).toBe(0);
    expect((await readLoan(booking.lead_id)).loan.disbursed).toBe(false);
  });

  it("shows disbursed and disbursed_at on the read, keeps the status Approved and refuses PUT and PATCH with 409 loan_disbursed", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    const disbursed = await api("POST", disbursePath(booking.lead_id));
    expect(disbursed.status, disbursed.text).toBe(200);
    const before = await readLoan(booking.lead_id);

    const put = await api("PUT", loanPath(booking.lead_id), { body: { ...body, email: "after@example.com" } });
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
  });

  it("shows the disbursal in the list", async () => {
    const body = approvedLoan();
    const booking = await book(body);
    await api("POST", disbursePath(booking.lead_id));

    const list = await api("GET", `/api/v1/client/loan/?partner_loan_id=${encodeURIComponent(String(body.partner_loan_id))}`);

    const { loan } = await readLoan(booking.lead_id);
    expect(list.body.data?.items).toEqual([
      expect.objectContaining({ lead_id: booking.lead_id, status: "Approved", disbursed: true, disbursed_at: loan.disbursed_at }),
    ]);
  });
});
