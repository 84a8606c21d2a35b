import { describe, expect, it } from "vitest";
import { SECTIONS } from "./sections";
import { stepRuleIssues } from "./step-rules";

const TERMS = SECTIONS.findIndex((section) => section.id === "terms");
const SCHEDULE = SECTIONS.findIndex((section) => section.id === "schedule");
const today = "2026-11-24";
const LIMITS = { withholdMaxPct: 25, withholdMaxDays: 120 };

describe("the booking's date rules, step by step", () => {
  it("refuses a future application date when the Loan terms step is left", () => {
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-11-25" }, TERMS, LIMITS, today)).toEqual([
      { path: "loan_application_date", message: "must not be after today (India time)" },
    ]);
  });

  it("refuses an application more than 30 days old, and takes one of exactly 30", () => {
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-10-25" }, TERMS, LIMITS, today)).toEqual([]);
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-10-24" }, TERMS, LIMITS, today)).toHaveLength(1);
  });

  it("puts a date of birth after the application on the Customer step's field", () => {
    expect(stepRuleIssues({ date_of_birth: "2026-11-20", loan_application_date: "2026-11-19" }, TERMS, LIMITS, today)).toEqual([
      { path: "date_of_birth", message: "must be before loan_application_date" },
    ]);
  });

  it("waits until both dates are given, and checks nothing of steps not yet reached", () => {
    expect(stepRuleIssues({ date_of_birth: "1990-03-12" }, 0, LIMITS, today)).toEqual([]);
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-11-25" }, 0, LIMITS, today)).toEqual([]);
  });

  it("refuses an agreement before the application or after today", () => {
    const base = { date_of_birth: "1990-03-12", loan_application_date: "2026-11-20" };
    expect(stepRuleIssues({ ...base, agreement_date: "2026-11-19" }, TERMS, LIMITS, today).map((issue) => issue.path)).toEqual(["agreement_date"]);
    expect(stepRuleIssues({ ...base, agreement_date: "2026-11-25" }, TERMS, LIMITS, today).map((issue) => issue.path)).toEqual(["agreement_date"]);
    expect(stepRuleIssues({ ...base, agreement_date: "2026-11-21" }, TERMS, LIMITS, today)).toEqual([]);
  });
});

describe("contract v3's schedule and tranche checks, step by step", () => {
  const terms = (disbursal_detail: object[]) => ({
    date_of_birth: "1990-03-12",
    loan_application_date: "2026-11-20",
    loan_type: 1,
    loan_amount: 100000,
    loan_tenure: 12,
    interest_rate: 14,
    disbursal_detail,
    repayment_schedule: [],
  });
  const principal = (date: string, amount = 50000) => ({ disbursal_type: 0, date, amount });

  it("puts a staged principal tranche on its date, in the form's path, once the Schedule step is left", () => {
    const staged = terms([principal(today), principal("2026-12-24")]);
    expect(stepRuleIssues(staged, SCHEDULE, LIMITS, today)).toEqual([
      { path: "disbursal_detail.1.date", message: `must be ${today}, the other principal tranches' date: staged disbursal is not supported` },
    ]);
    // Tranches belong to the Schedule step: leaving Loan terms does not name them yet.
    expect(stepRuleIssues(staged, TERMS, LIMITS, today)).toEqual([]);
  });

  it("reads the configured limits on withheld money", () => {
    const held = terms([principal(today, 70000), { disbursal_type: 1, date: "2026-12-24", amount: 30000 }]);
    expect(stepRuleIssues(held, SCHEDULE, LIMITS, today).map((issue) => issue.path)).toEqual(["disbursal_detail"]);
    expect(stepRuleIssues(held, SCHEDULE, { ...LIMITS, withholdMaxPct: 30 }, today)).toEqual([]);
  });

  it("takes terms the API takes, and waits while they are not valid field by field", () => {
    expect(stepRuleIssues(terms([principal(today, 100000)]), SCHEDULE, LIMITS, today)).toEqual([]);
    expect(stepRuleIssues(terms([{ disbursal_type: 0, date: today }]), SCHEDULE, LIMITS, today)).toEqual([]);
  });
});
