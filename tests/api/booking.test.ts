import { describe, expect, it } from "vitest";
import { api } from "./client";
import { countEvents, countLoans, dataOf, LEAD_ID, LOAN_ACCOUNT_NUMBER, LOANS, type Booking } from "./helpers";
import { approvedLoan, daysAgo, rejectedLoan } from "../support/loan-fixtures";

describe("booking a loan (POST /api/v1/client/loan/)", () => {
  it("answers 201 with a lower-case lead_id, an LD account number and the Approved status", async () => {
    const body = approvedLoan();
    const response = await api("POST", LOANS, { body });

    expect(response.status, response.text).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.body.is_success).toBe(true);
    const booking = dataOf<Booking>(response);
    expect(booking.lead_id).toMatch(LEAD_ID);
    expect(booking.loan_account_number).toMatch(LOAN_ACCOUNT_NUMBER);
    expect(booking.status).toBe("Approved");
    expect(booking).not.toHaveProperty("rejection_reason");
    expect(await countLoans(String(body.partner_loan_id))).toBe(1);
  });

  it("books a loan the policy rejects, with a rejection_reason naming the failed rules", async () => {
    const response = await api("POST", LOANS, { body: rejectedLoan() });

    expect(response.status, response.text).toBe(201);
    const booking = dataOf<Booking>(response);
    expect(booking.lead_id).toMatch(LEAD_ID);
    // The account number is assigned whatever the outcome.
    expect(booking.loan_account_number).toMatch(LOAN_ACCOUNT_NUMBER);
    expect(booking.status).toBe("Rejected");
    expect(booking.rejection_reason).toMatch(/credit score/i);
    expect(booking.rejection_reason).toMatch(/PAN/);
    expect(booking.rejection_reason).not.toMatch(/interest rate/i);
  });

  it("names every failed rule, and only those, in the rejection reason", async () => {
    const response = await api("POST", LOANS, {
      body: approvedLoan({ interest_rate: 40, loan_amount: 600000, disbursal_detail: [{ date: daysAgo(3), amount: 600000 }] }),
    });

    expect(response.status, response.text).toBe(201);
    const booking = dataOf<Booking>(response);
    expect(booking.status).toBe("Rejected");
    expect(booking.rejection_reason).toMatch(/interest rate/i);
    expect(booking.rejection_reason).toMatch(/loan amount/i);
    expect(booking.rejection_reason).not.toMatch(/credit score/i);
  });

  it("gives every booking its own lead_id and loan account number", async () => {
    const bookings = await Promise.all(
      Array.from({ length: 5 }, async () => dataOf<Booking>(await api("POST", LOANS, { body: approvedLoan() }))),
    );

    expect(new Set(bookings.map((booking) => booking.lead_id)).size).toBe(5);
    expect(new Set(bookings.map((booking) => booking.loan_account_number)).size).toBe(5);
  });

  it("records the booking and the policy evaluation in the audit trail", async () => {
    const approved = dataOf<Booking>(await api("POST", LOANS, { body: approvedLoan() }));
    const rejected = dataOf<Booking>(await api("POST", LOANS, { body: rejectedLoan() }));

    for (const booking of [approved, rejected]) {
      expect(await countEvents(booking.lead_id, "booked")).toBe(1);
      expect(await countEvents(booking.lead_id, "policy_evaluated")).toBe(1);
      expect(await countEvents(booking.lead_id, "updated")).toBe(0);
      expect(await countEvents(booking.lead_id, "disbursed")).toBe(0);
    }
  });

  it("answers a second booking of the same partner_loan_id with 409 naming the existing loan", async () => {
    const body = approvedLoan();
    const first = dataOf<Booking>(await api("POST", LOANS, { body }));

    const second = await api("POST", LOANS, { body: { ...body, full_name: "Someone Else" } });

    expect(second.status, second.text).toBe(409);
    expect(second.body.is_success).toBe(false);
    expect(second.body.error?.code).toBe("duplicate_partner_loan_id");
    expect(second.body.error?.message).toBe("Partner Loan ID already exists");
    expect(second.body.error?.details).toEqual({ lead_id: first.lead_id, loan_account_number: first.loan_account_number });
    expect(await countLoans(String(body.partner_loan_id))).toBe(1);
  });
});
