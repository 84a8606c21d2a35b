import { describe, expect, it } from "vitest";
import { api, DEMO, DEMO2 } from "./client";
import { queryRows } from "./database";
import { book, countEvents, dataOf, expectError, loanPath, readLoan, type UpdateResult } from "./helpers";
import { approvedLoan, individualPan, rejectedLoan, updateBody } from "../support/loan-fixtures";

const BUREAU = { no_of_enquiries: 1, no_of_tradeline_30_plus_3_month: 0, no_of_tradeline_60_plus_6_month: 0, no_of_tradeline_90_plus_ever: 0 };

/**
 * An approved booking without tranches (so an amount can change alone) and
 * without a partner FOIR (so monthly_emi is the existing obligation):
 * 200,000 over 24 months at 14.5 %, 5,000 declared, on 85,000 a month.
 */
const loanBody = (overrides: Record<string, unknown> = {}) => approvedLoan({ disbursal_detail: undefined, additional_variables: BUREAU, ...overrides });

type Rule = { code: string; message: string };

/** The loan's evaluation history: its policy_evaluated events, oldest first. */
async function evaluations(leadId: string) {
  const rows = await queryRows<{ data: string }>(`SELECT "data" FROM "LoanEvent" WHERE "loanId" = $1 AND "type" = 'policy_evaluated' ORDER BY "createdAt"`, [leadId]);
  return rows.map((row) => JSON.parse(row.data) as { trigger: string; outcome: string; version: string; failed: string[]; rules: { code: string; observed: unknown }[] });
}

async function expectNothingStored(leadId: string, before: Awaited<ReturnType<typeof readLoan>>) {
  const after = await readLoan(leadId);
  expect(after.loan).toEqual(before.loan);
  expect(after.etag).toBe(before.etag);
  expect(await countEvents(leadId, "updated")).toBe(0);
  expect(await countEvents(leadId, "policy_evaluated")).toBe(1);
}

describe("updates re-run the policy on an Approved loan", () => {
  it("refuses a loan_amount of 500,001 with 422 policy_rejects_update naming the rule, storing nothing", async () => {
    const booking = await book(loanBody());
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { loan_amount: 500001 }, headers: { "if-match": before.etag ?? "" } });

    expectError(response, 422, "policy_rejects_update");
    const rules = response.body.error?.details.rules as Rule[];
    expect(rules).toEqual([{ code: "loan_amount", message: "Loan amount 5,00,001 is above the maximum of 5,00,000 for a personal loan" }]);
    expect(response.body.error?.message).toContain("Loan amount 5,00,001 is above the maximum");
    await expectNothingStored(booking.lead_id, before);
  });

  it("refuses a credit score of 500, and a PUT that removes the bureau data, the same way", async () => {
    const body = loanBody();
    const booking = await book(body);
    const before = await readLoan(booking.lead_id);

    const score = await api("PATCH", loanPath(booking.lead_id), { body: { credit_score: 500 } });
    const put = await api("PUT", loanPath(booking.lead_id), { body: { ...updateBody(body), additional_variables: { no_of_enquiries: 1 } } });

    expectError(score, 422, "policy_rejects_update");
    expect((score.body.error?.details.rules as Rule[]).map((rule) => rule.code)).toEqual(["credit_score"]);
    expectError(put, 422, "policy_rejects_update");
    expect((put.body.error?.details.rules as Rule[]).map((rule) => rule.code)).toEqual(["bureau_data", "delinquency"]);
    await expectNothingStored(booking.lead_id, before);
  });

  it("stores a change the policy still approves with its new evaluation, kept in the loan's history", async () => {
    const booking = await book(loanBody());
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { monthly_income: 60000, email: "new@example.com" } });

    expect(response.status, response.text).toBe(200);
    expect(dataOf<UpdateResult>(response).status).toBe("Approved");
    const after = await readLoan(booking.lead_id);
    expect(after.etag).not.toBe(before.etag);
    expect(after.loan.status).toBe("Approved");
    expect(after.loan.policy.version).toBe("2026-11.4");
    expect(after.loan.policy.rules.find((rule) => rule.code === "income")?.observed).toBe(60000);
    expect(before.loan.policy.rules.find((rule) => rule.code === "income")?.observed).toBe(85000);
    const history = await evaluations(booking.lead_id);
    expect(history.map(({ trigger, outcome }) => ({ trigger, outcome }))).toEqual([
      { trigger: "booking", outcome: "Approved" },
      { trigger: "update", outcome: "Approved" },
    ]);
    expect(history[1]).toMatchObject({ version: "2026-11.4", failed: [] });
    // The stored evaluation keeps the exposure rule's figures, which the partner's read leaves out.
    expect(history[1]?.rules).toEqual(after.loan.policy.rules.map((rule) => expect.objectContaining({ code: rule.code, ...(rule.code === "exposure" ? {} : { observed: rule.observed }) })));
  });

  it("leaves the evaluation alone when no credit-relevant field changes", async () => {
    const booking = await book(loanBody());
    const before = await readLoan(booking.lead_id);

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { email: "only.email@example.com", bank_account: { ac_name: "Asha V" } } });

    expect(response.status, response.text).toBe(200);
    expect((await readLoan(booking.lead_id)).loan.policy).toEqual(before.loan.policy);
    expect(await countEvents(booking.lead_id, "policy_evaluated")).toBe(1);
  });

  it("counts the customer's other live loans, never this one twice", async () => {
    const pan = individualPan();
    const kyc = [{ kyc_type: "pan", identifier: pan, verified_using: "registry-api" }];
    const mine = await book(loanBody({ kyc, loan_type: "education_loan", loan_amount: 400000 }), DEMO);
    const theirs = await book(loanBody({ kyc, loan_amount: 500000 }), DEMO2);
    expect([mine.status, theirs.status]).toEqual(["Approved", "Approved"]);

    const within = await api("PATCH", loanPath(mine.lead_id), { body: { loan_amount: 500000 } });
    const over = await api("PATCH", loanPath(mine.lead_id), { body: { loan_amount: 500001 } });

    expect(within.status, within.text).toBe(200);
    expectError(over, 422, "policy_rejects_update");
    const rules = over.body.error?.details.rules as Rule[];
    // Partners are told the verdict only (contract v3 section 5): no count, no sum.
    expect(rules).toEqual([{ code: "exposure", message: "above the lender's limit" }]);
    expect(over.text).not.toMatch(/1,000,001|10,00,001|2 loans/);
    expect(JSON.stringify(over.body)).not.toContain(theirs.lead_id);
    expect(JSON.stringify(over.body)).not.toContain(pan);
  });

  it("re-evaluates two concurrent PATCHes against what is actually stored: exactly one passes", async () => {
    // Alone, 500,000 (EMI 24,125) takes FOIR to 0.34 and 30,000 declared to 0.47; together they make 0.64.
    const booking = await book(loanBody());

    const [amount, obligations] = await Promise.all([
      api("PATCH", loanPath(booking.lead_id), { body: { loan_amount: 500000 } }),
      api("PATCH", loanPath(booking.lead_id), { body: { monthly_emi: 30000 } }),
    ]);

    expect([amount.status, obligations.status].sort()).toEqual([200, 422]);
    const refused = amount.status === 422 ? amount : obligations;
    expectError(refused, 422, "policy_rejects_update");
    expect((refused.body.error?.details.rules as Rule[]).map((rule) => rule.code)).toEqual(["foir"]);
    const { loan } = await readLoan(booking.lead_id);
    expect({ loan_amount: loan.loan_amount, monthly_emi: loan.monthly_emi }).toEqual(
      amount.status === 200 ? { loan_amount: 500000, monthly_emi: 5000 } : { loan_amount: 200000, monthly_emi: 30000 },
    );
    expect(await countEvents(booking.lead_id, "updated")).toBe(1);
    expect(await countEvents(booking.lead_id, "policy_evaluated")).toBe(2);
  });
});

describe("updates of a Rejected loan", () => {
  it("refuses a credit-relevant change with 409 loan_rejected and takes an e-mail", async () => {
    const booking = await book(rejectedLoan());
    const before = await readLoan(booking.lead_id);

    const credit = await api("PATCH", loanPath(booking.lead_id), { body: { credit_score: 820 } });

    expectError(credit, 409, "loan_rejected");
    expect(credit.body.error?.message).toMatch(/book a new application/);
    expect(credit.body.error?.details.fields).toEqual(["credit_score"]);
    await expectNothingStored(booking.lead_id, before);

    const email = await api("PATCH", loanPath(booking.lead_id), { body: { email: "still@example.com" } });

    expect(email.status, email.text).toBe(200);
    expect(dataOf<UpdateResult>(email).status).toBe("Rejected");
    const { loan } = await readLoan(booking.lead_id);
    expect(loan.email).toBe("still@example.com");
    expect(loan.rejection_reason).toBe(booking.rejection_reason);
    expect(loan.policy).toEqual(before.loan.policy);
  });
});

describe("the order of the checks", () => {
  it("answers a change of a credit field and an identifier at once with the identifier error", async () => {
    const approved = await book(loanBody());
    const rejected = await book(rejectedLoan());

    for (const leadId of [approved.lead_id, rejected.lead_id]) {
      const response = await api("PATCH", loanPath(leadId), { body: { loan_amount: 500001, full_name: "Someone Else" } });
      expectError(response, 422, "customer_identifier_immutable");
      expect(response.body.error?.details.fields).toEqual(["full_name"]);
    }
  });

  it("answers a stale If-Match before the policy", async () => {
    const booking = await book(loanBody());

    const response = await api("PATCH", loanPath(booking.lead_id), { body: { loan_amount: 500001 }, headers: { "if-match": '"stale"' } });

    expectError(response, 412, "precondition_failed");
  });
});
