import { describe, expect, it } from "vitest";
import { SECTIONS } from "./sections";
import { stepRuleIssues } from "./step-rules";

const TERMS = SECTIONS.findIndex((section) => section.id === "terms");
const today = "2026-11-24";

describe("the booking's date rules, step by step", () => {
  it("refuses a future application date when the Loan terms step is left", () => {
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-11-25" }, TERMS, today)).toEqual([
      { path: "loan_application_date", message: "must not be after today (India time)" },
    ]);
  });

  it("refuses an application more than 30 days old, and takes one of exactly 30", () => {
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-10-25" }, TERMS, today)).toEqual([]);
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-10-24" }, TERMS, today)).toHaveLength(1);
  });

  it("puts a date of birth after the application on the Customer step's field", () => {
    expect(stepRuleIssues({ date_of_birth: "2026-11-20", loan_application_date: "2026-11-19" }, TERMS, today)).toEqual([
      { path: "date_of_birth", message: "must be before loan_application_date" },
    ]);
  });

  it("waits until both dates are given, and checks nothing of steps not yet reached", () => {
    expect(stepRuleIssues({ date_of_birth: "1990-03-12" }, 0, today)).toEqual([]);
    expect(stepRuleIssues({ date_of_birth: "1990-03-12", loan_application_date: "2026-11-25" }, 0, today)).toEqual([]);
  });

  it("refuses an agreement before the application or after today", () => {
    const base = { date_of_birth: "1990-03-12", loan_application_date: "2026-11-20" };
    expect(stepRuleIssues({ ...base, agreement_date: "2026-11-19" }, TERMS, today).map((issue) => issue.path)).toEqual(["agreement_date"]);
    expect(stepRuleIssues({ ...base, agreement_date: "2026-11-25" }, TERMS, today).map((issue) => issue.path)).toEqual(["agreement_date"]);
    expect(stepRuleIssues({ ...base, agreement_date: "2026-11-21" }, TERMS, today)).toEqual([]);
  });
});
