import { describe, expect, it } from "vitest";
import { api } from "./client";
import { countRows } from "./database";
import { book, countEvents, countLoans, dataOf, disbursePath, expectError, LOANS, loanPath, partner, readLoan, type Booking, type DisbursalRecord } from "./helpers";
import { approvedLoan, today } from "../support/loan-fixtures";

const RACERS = 10;

describe("concurrent requests", () => {
  it(`lets exactly one of ${RACERS} concurrent bookings of one partner_loan_id win; the rest get 409 naming the winner`, async () => {
    const body = approvedLoan();

    const responses = await Promise.all(Array.from({ length: RACERS }, () => api("POST", LOANS, { body })));

    const winners = responses.filter((response) => response.status === 201);
    const losers = responses.filter((response) => response.status !== 201);
    expect(winners, responses.map((response) => `${response.status} ${response.text}`).join("\n")).toHaveLength(1);
    const winner = dataOf<Booking>(winners[0]!);
    for (const loser of losers) {
      expectError(loser, 409, "duplicate_partner_loan_id");
      expect(loser.body.error?.message).toBe("Partner Loan ID already exists");
      expect(loser.body.error?.details).toEqual({ lead_id: winner.lead_id, loan_account_number: winner.loan_account_number });
    }
    expect(await countLoans(String(body.partner_loan_id))).toBe(1);
    expect(await countEvents(winner.lead_id, "booked")).toBe(1);
  });

  it(`lets exactly one of ${RACERS} concurrent disbursals win; the rest get 409 already_disbursed`, async () => {
    const booking = await book();
    await partner.prepareForDisbursal(booking.lead_id);

    const responses = await Promise.all(Array.from({ length: RACERS }, () => api("POST", disbursePath(booking.lead_id))));

    const winners = responses.filter((response) => response.status === 200);
    expect(winners, responses.map((response) => `${response.status} ${response.text}`).join("\n")).toHaveLength(1);
    const { loan } = await readLoan(booking.lead_id);
    for (const loser of responses.filter((response) => response.status !== 200)) {
      expectError(loser, 409, "already_disbursed");
      expect(loser.body.error?.details.disbursed_at).toBe(loan.disbursed_at);
    }
    expect(await countRows("Disbursal", `"loanId" = $1`, [booking.lead_id])).toBe(1);
    expect(await countEvents(booking.lead_id, "disbursed")).toBe(1);
    expect((await api("GET", disbursePath(booking.lead_id))).body.data).toEqual(winners[0]?.body.data);
  });

  it("never lets a PATCH racing a disbursal land after it", async () => {
    for (let round = 0; round < 10; round++) {
      const booking = await book();
      await partner.prepareForDisbursal(booking.lead_id);
      // A PATCH that changes the amount the disbursal releases: a new KFS version the borrower has not accepted.
      const patch = {
        email: `race-${round}@example.com`,
        disbursal_detail: [{ date: today(), amount: 200000, processing_fee: 5000, gst: 900 }],
      };

      // Half the rounds fire both at once; the others give the PATCH a head start of a few
      // round trips (no sleeps), so that both orders are tried.
      const patching = api("PATCH", loanPath(booking.lead_id), { body: patch });
      for (let trip = 0; trip < round % 2 * (round % 5); trip++) await api("GET", "/api/health/live", { auth: null });
      const [patched, disbursed] = await Promise.all([patching, api("POST", disbursePath(booking.lead_id))]);

      const { loan } = await readLoan(booking.lead_id);
      expect(loan.status).toBe("Approved");
      if (patched.status === 200) {
        // The PATCH landed first: the disbursal saw its new terms, which nobody accepted, and paid nothing.
        expectError(disbursed, 409, "kfs_not_accepted");
        expect(loan.disbursed).toBe(false);
        expect(loan.email).toBe(patch.email);
        expect(await countRows("Disbursal", `"loanId" = $1`, [booking.lead_id])).toBe(0);
      } else {
        expectError(patched, 409, "loan_disbursed");
        expect(disbursed.status, disbursed.text).toBe(200);
        expect(loan.disbursed).toBe(true);
        expect(await countEvents(booking.lead_id, "updated")).toBe(0);
        expect(loan.email).toBe("asha.verma@example.com");
        expect(dataOf<DisbursalRecord>(disbursed).amount).toBe(200000 - 2000 - 360);
      }
    }
  });

  it(`applies ${RACERS} concurrent PATCHes of different fields without losing any`, async () => {
    const booking = await book();
    const patches: Record<string, unknown>[] = [
      { email: "concurrent@example.com" },
      { company_name: "Concurrent Ltd" },
      { monthly_emi: 1234 },
      { fathers_name: "Mohan Lal Verma" },
      { mothers_name: "Sita Verma" },
      { address: "7 Residency Road" },
      { credit_score: 780 },
      { employment_type: 2 },
      { agreement_signature_type: 1 },
      { additional_variables: { iir: 0.4 } },
    ];

    const responses = await Promise.all(patches.map((body) => api("PATCH", loanPath(booking.lead_id), { body })));

    for (const response of responses) expect(response.status, response.text).toBe(200);
    const { loan } = await readLoan(booking.lead_id);
    for (const patch of patches.slice(0, -1)) expect(loan).toEqual(expect.objectContaining(patch));
    expect(loan.additional_variables).toEqual({ ...(approvedLoan().additional_variables as object), iir: 0.4 });
    expect(await countEvents(booking.lead_id, "updated")).toBe(RACERS);
    // The booking's evaluation and one for each credit-relevant change: monthly_emi, credit_score, employment_type, additional_variables.
    expect(await countEvents(booking.lead_id, "policy_evaluated")).toBe(5);
  });
});
