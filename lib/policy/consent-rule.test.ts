import { describe, expect, it } from "vitest";
import { loanSchema } from "@/lib/schemas/loan";
import { consentFacts, minimalLoan, updateBody } from "@/tests/support/loan-fixtures";
import { POLICY, type PolicyConfig } from "./config";
import { consentRule } from "./consent-rule";
import { evaluatePolicy } from "./evaluate-policy";

const BOOKED_ON = "2026-11-20";
const loan = loanSchema.parse(updateBody(minimalLoan({ loan_application_date: BOOKED_ON, disbursal_detail: [{ date: BOOKED_ON, amount: 200000 }] })));
const figures = { exposure: { loans: 0, amount: 0 }, judgedOn: BOOKED_ON };

/** 12:00 in India on `day`: the middle of the IST day, whatever the zone of the string. */
const noonInIndia = (day: string) => `${day}T06:30:00.000Z`;
const judge = (given: { purpose: string; given_at: string }[], config: PolicyConfig = POLICY) =>
  consentRule.evaluate(loan, config, { exposure: null, figures: {} as never, consents: { bookedOn: BOOKED_ON, given } });

describe("the consent rule (contract v3 section 5)", () => {
  it("passes with bureau_pull and data_processing given at booking", () => {
    expect(judge([{ purpose: "bureau_pull", given_at: noonInIndia(BOOKED_ON) }, { purpose: "data_processing", given_at: noonInIndia(BOOKED_ON) }])).toMatchObject({
      passed: true,
      observed: 2,
      threshold: "bureau_pull + data_processing, each <= 90 days before booking",
    });
  });

  it("fails without consents, naming each missing purpose; nach_debit does not stand in for one", () => {
    expect(judge([])).toMatchObject({
      passed: false,
      observed: 0,
      message: "Consent missing: no bureau_pull consent was given at booking; no data_processing consent was given at booking",
    });
    expect(judge([{ purpose: "bureau_pull", given_at: noonInIndia(BOOKED_ON) }, { purpose: "nach_debit", given_at: noonInIndia(BOOKED_ON) }])).toMatchObject({
      passed: false,
      observed: 1,
      message: "Consent missing: no data_processing consent was given at booking",
    });
  });

  it("counts IST calendar days: 90 days before the booking passes, 91 fails, naming the stale purpose", () => {
    const at = (days: number) => [
      { purpose: "bureau_pull", given_at: noonInIndia(BOOKED_ON) },
      { purpose: "data_processing", given_at: noonInIndia(new Date(Date.parse(`${BOOKED_ON}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)) },
    ];
    expect(judge(at(90)).passed).toBe(true);
    expect(judge(at(91))).toMatchObject({ passed: false, message: "Consent missing: the data_processing consent was given 91 days before booking, more than 90" });
    // 18:29 UTC on 21 Aug is 23:59 that day in India, 91 days before; a minute later it is 22 Aug in India, 90 days before.
    expect(judge([{ purpose: "bureau_pull", given_at: "2026-08-21T18:29:00.000Z" }, { purpose: "data_processing", given_at: "2026-08-21T18:30:00.000Z" }])).toMatchObject({
      passed: false,
      message: "Consent missing: the bureau_pull consent was given 91 days before booking, more than 90",
    });
  });

  it("takes the freshest of several consents of one purpose", () => {
    expect(
      judge([
        { purpose: "bureau_pull", given_at: "2026-01-01T06:30:00.000Z" },
        { purpose: "bureau_pull", given_at: noonInIndia(BOOKED_ON) },
        { purpose: "data_processing", given_at: noonInIndia(BOOKED_ON) },
      ]).passed,
    ).toBe(true);
  });

  it("reads its age limit from the policy's configuration", () => {
    const given = [{ purpose: "bureau_pull", given_at: noonInIndia("2026-11-10") }, { purpose: "data_processing", given_at: noonInIndia(BOOKED_ON) }];
    const stricter: PolicyConfig = { ...POLICY, rules: { ...POLICY.rules, consent: { ...POLICY.rules.consent, maxAgeDays: 7 } } };
    expect(judge(given).passed).toBe(true);
    expect(judge(given, stricter)).toMatchObject({ passed: false, threshold: "bureau_pull + data_processing, each <= 7 days before booking" });
  });

  it("rejects the loan in the policy's words, and keeps the exposure rule from running", () => {
    const evaluation = evaluatePolicy(loan, { ...figures, consents: { bookedOn: BOOKED_ON, given: [] } });
    expect(evaluation.outcome).toBe("Rejected");
    expect(evaluation.rejection_reason).toBe(
      `Rejected by policy ${POLICY.version}: consent missing: no bureau_pull consent was given at booking; no data_processing consent was given at booking.`,
    );
    expect(evaluation.rules.find((rule) => rule.code === "exposure")?.passed).toBeNull();
    expect(evaluatePolicy(loan, { ...figures, consents: consentFacts(BOOKED_ON) }).outcome).toBe("Approved");
  });

  it("makes no loan field credit-relevant", () => {
    expect(consentRule.reads).toEqual([]);
  });
});
