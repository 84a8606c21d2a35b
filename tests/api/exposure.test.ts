import { describe, expect, inject, it } from "vitest";
import { api, DEMO, DEMO2, type Credentials } from "./client";
import { changeDatabase } from "./database";
import { book, dataOf, LOANS, readLoan, type Booking } from "./helpers";
import { approvedLoan, daysAgo, individualPan } from "../support/loan-fixtures";

const BUREAU = { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 };

/** A booking body for the customer with this PAN; without tranches, so the amount can be anything. */
function loanFor(pan: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return approvedLoan({
    kyc: [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }],
    disbursal_detail: undefined,
    additional_variables: BUREAU,
    loan_amount: 100000,
    ...overrides,
  });
}

function exposureRule(loan: Awaited<ReturnType<typeof readLoan>>["loan"]) {
  return loan.policy.rules.find((rule) => rule.code === "exposure") as { code: string; passed: boolean; observed: unknown; threshold: string; message: string };
}

describe("the exposure rule: a PAN's live approved loans across every partner", () => {
  it("approves three loans from two partners and rejects the fourth, naming neither partner nor any loan", async () => {
    const pan = individualPan();
    const bodies = [loanFor(pan), loanFor(pan), loanFor(pan)];
    const first = await book(bodies[0], DEMO);
    const second = await book(bodies[1], DEMO2);
    const third = await book(bodies[2], DEMO);
    expect([first.status, second.status, third.status]).toEqual(["Approved", "Approved", "Approved"]);
    expect(exposureRule((await readLoan(third.lead_id)).loan)).toMatchObject({ passed: true, observed: "3 loans, 300,000" });

    const fourth = await book(loanFor(pan), DEMO2);

    expect(fourth.status).toBe("Rejected");
    const { loan } = await readLoan(fourth.lead_id, DEMO2);
    expect(loan.policy.rules.filter((rule) => !rule.passed).map((rule) => rule.code)).toEqual(["exposure"]);
    const rule = exposureRule(loan);
    expect(rule).toMatchObject({ observed: "4 loans, 400,000", threshold: "<= 3 loans, <= 1,000,000" });
    expect(rule.message).toBe("With this one the customer would have 4 live approved loans for 400,000, above the maximum of 3 loans");
    const said = `${fourth.rejection_reason} ${JSON.stringify(loan.policy)}`;
    for (const other of [first, second, third]) expect(said).not.toContain(other.lead_id);
    for (const body of bodies) expect(said).not.toContain(String(body.partner_loan_id));
    expect(said).not.toMatch(/demo/i);
    expect(said).not.toContain(pan);
  });

  it("caps the total at 1,000,000: 600,000 and then 500,000 is refused, 400,000 is not", async () => {
    const pan = individualPan();
    const education = await book(loanFor(pan, { loan_type: "education_loan", loan_amount: 600000 }), DEMO);
    expect(education.status).toBe("Approved");

    const over = await book(loanFor(pan, { loan_amount: 500000 }), DEMO2);
    expect(over.status).toBe("Rejected");
    expect(over.rejection_reason).toBe(
      "Rejected by policy 2026-11.2: with this one the customer would have 2 live approved loans for 1,100,000, above the maximum of 1,000,000.",
    );

    // The rejected one does not count: 600,000 + 400,000 is exactly the cap.
    const within = await book(loanFor(pan, { loan_amount: 400000 }), DEMO2);
    expect(within.status).toBe("Approved");
  });

  it("no longer counts a loan whose last instalment is behind", async () => {
    const pan = individualPan();
    const loans = [await book(loanFor(pan)), await book(loanFor(pan)), await book(loanFor(pan))];
    // No booking can end in the past (an application is at most 30 days old and a tenure 3 months or
    // more), so the first loan is aged in the database: its last instalment fell due yesterday.
    await changeDatabase([{ sql: `UPDATE "Loan" SET "maturesOn" = $1 WHERE "id" = $2`, params: [daysAgo(1), loans[0]?.lead_id] }], inject("databaseUrl"));

    const fourth = await book(loanFor(pan), DEMO2);

    expect(fourth.status).toBe("Approved");
    expect(exposureRule((await readLoan(fourth.lead_id, DEMO2)).loan).observed).toBe("3 loans, 300,000");
  });

  it("lets exactly three of six concurrent bookings for one new PAN, from two partners, through", async () => {
    const pan = individualPan();
    const partners: Credentials[] = [DEMO, DEMO2, DEMO, DEMO2, DEMO, DEMO2];

    const responses = await Promise.all(partners.map((auth) => api("POST", LOANS, { body: loanFor(pan), auth })));

    for (const response of responses) expect(response.status, response.text).toBe(201);
    const bookings = responses.map((response) => dataOf<Booking>(response));
    expect(bookings.filter((booking) => booking.status === "Approved")).toHaveLength(3);
    for (const [index, booking] of bookings.entries()) {
      if (booking.status === "Approved") continue;
      const { loan } = await readLoan(booking.lead_id, partners[index]);
      expect(loan.policy.rules.filter((rule) => !rule.passed).map((rule) => rule.code)).toEqual(["exposure"]);
    }
  });
});
