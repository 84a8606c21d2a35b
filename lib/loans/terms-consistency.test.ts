import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { asRepaymentRows } from "@/lib/money/amortisation";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import { computedSchedule } from "@/lib/terms/loan-schedule";
import { assertTermsConsistent, termsIssues } from "./terms-consistency";

const APPLIED = "2026-11-20";
const LIMITS = { withholdMaxPct: 25, withholdMaxDays: 120 };

type Terms = Parameters<typeof termsIssues>[0];
type Row = NonNullable<Terms["repayment_schedule"]>[number];
type Tranche = NonNullable<Terms["disbursal_detail"]>[number];

/** ₹1,20,000 at 12 % over 12 months from the application day, in whole rupees: the loan itself. */
const schedule = (): Row[] => asRepaymentRows(computedSchedule({ loan_amount: 120000, interest_rate: 12, loan_tenure: 12 }, APPLIED, "rupee") ?? []);

function terms(overrides: Partial<Terms> = {}): Terms {
  return {
    loan_amount: 120000,
    interest_rate: 12,
    loan_tenure: 12,
    loan_application_date: APPLIED,
    repayment_schedule: schedule(),
    disbursal_detail: [{ disbursal_type: DISBURSAL_TYPE.principal, date: APPLIED, amount: 120000, processing_fee: 2000, gst: 360 }],
    ...overrides,
  };
}

const issuesOf = (input: Terms) => termsIssues(input, APPLIED, LIMITS);
const paths = (input: Terms) => issuesOf(input).map((issue) => issue.path);

describe("a repayment schedule", () => {
  it("accepts a whole schedule that adds up, and no schedule at all", () => {
    expect(issuesOf(terms())).toEqual([]);
    expect(issuesOf(terms({ repayment_schedule: undefined }))).toEqual([]);
  });

  it("accepts principal off by ₹1.00 in total and a due amount off by ₹1.00; refuses ₹1.01 and ₹2", () => {
    const off = (rupees: number) => {
      const rows = schedule();
      rows[0] = { ...rows[0]!, principal_amount: rows[0]!.principal_amount! + rupees };
      return rows;
    };
    expect(paths(terms({ repayment_schedule: off(1) }))).toEqual([]);
    expect(paths(terms({ repayment_schedule: off(1.01) }))).toEqual(["repayment_schedule[0].due_amount", "repayment_schedule"]);
    expect(paths(terms({ repayment_schedule: off(2) }))).toEqual(["repayment_schedule[0].due_amount", "repayment_schedule"]);
  });

  it("adds paise without float noise", () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ due_date: addMonths(APPLIED, index + 1), due_amount: 0.1, principal_amount: 0.1, interest_amount: 0 }));
    expect(paths(terms({ loan_amount: 1, interest_rate: 0, loan_tenure: 10, repayment_schedule: rows, disbursal_detail: undefined }))).toEqual([]);
  });

  it("wants as many rows as the tenure of a monthly loan, and repayment_count equal to them", () => {
    expect(issuesOf(terms({ loan_tenure: 13 }))).toContainEqual({
      path: "repayment_schedule",
      message: "must give 13 monthly instalments for a loan_tenure of 13 months, not 12",
    });
    expect(paths(terms({ repayment_count: 11 }))).toEqual(["repayment_count"]);
    expect(paths(terms({ payment_frequency: PAYMENT_FREQUENCY.monthly, repayment_count: 12 }))).toEqual([]);
  });

  it("wants due dates after the application date and strictly increasing", () => {
    const rows = schedule();
    rows[5] = { ...rows[5]!, due_date: rows[4]!.due_date };
    expect(issuesOf(terms({ repayment_schedule: rows }))).toContainEqual({ path: "repayment_schedule[5].due_date", message: "must be after the previous row's due_date" });
    const early = schedule();
    early[0] = { ...early[0]!, due_date: APPLIED };
    expect(issuesOf(terms({ repayment_schedule: early }))).toContainEqual({ path: "repayment_schedule[0].due_date", message: "must be after loan_application_date" });
  });

  it("refuses a row without principal or interest: the schedule could not be checked", () => {
    const rows = schedule();
    rows[3] = { due_date: rows[3]!.due_date, due_amount: rows[3]!.due_amount };
    expect(paths(terms({ repayment_schedule: rows }))).toEqual(["repayment_schedule[3]"]);
  });

  it("wants each due amount to be principal plus interest", () => {
    const rows = schedule();
    rows[3] = { ...rows[3]!, due_amount: rows[3]!.due_amount + 2 };
    expect(paths(terms({ repayment_schedule: rows }))).toEqual(["repayment_schedule[3].due_amount"]);
  });
});

describe("tranches", () => {
  const tranche = (fields: Partial<Tranche>): Tranche => ({ disbursal_type: DISBURSAL_TYPE.principal, date: APPLIED, amount: 120000, ...fields });

  it("sum, principal and withhold together, to the loan amount within ₹1", () => {
    const split = (second: number) => [tranche({ amount: 100000 }), tranche({ amount: second, disbursal_type: DISBURSAL_TYPE.withhold, date: addDays(APPLIED, 30) })];
    expect(paths(terms({ disbursal_detail: split(20000) }))).toEqual([]);
    expect(paths(terms({ disbursal_detail: split(20001) }))).toEqual([]);
    expect(paths(terms({ disbursal_detail: split(19999) }))).toEqual([]);
    expect(paths(terms({ disbursal_detail: split(20002) }))).toEqual(["disbursal_detail"]);
    expect(paths(terms({ disbursal_detail: split(19998) }))).toEqual(["disbursal_detail"]);
    expect(paths(terms({ disbursal_detail: [] }))).toEqual(["disbursal_detail"]);
  });

  it("keep each principal tranche's deductions below its amount", () => {
    const all = { processing_fee: 1000, gst: 180, pre_emi: 100, subvention: 100, insurance: 100 };
    expect(paths(terms({ disbursal_detail: [tranche({ ...all, amount: 120000 })] }))).toEqual([]);
    const equal = [tranche({ ...all, amount: 1480 }), tranche({ amount: 118520 })];
    expect(paths(terms({ disbursal_detail: equal }))).toEqual(["disbursal_detail[0]"]);
  });

  it("charge GST at 18 % of the processing fee, within ₹1", () => {
    expect(paths(terms({ disbursal_detail: [tranche({ processing_fee: 2000, gst: 361 })] }))).toEqual([]);
    expect(paths(terms({ disbursal_detail: [tranche({ processing_fee: 2000, gst: 362 })] }))).toEqual(["disbursal_detail[0].gst"]);
    expect(paths(terms({ disbursal_detail: [tranche({ processing_fee: 2000, gst: 0 })] }))).toEqual(["disbursal_detail[0].gst"]);
    expect(paths(terms({ disbursal_detail: [tranche({ gst: 500 })] }))).toEqual([]);
  });

  it("are not dated before the application", () => {
    expect(paths(terms({ disbursal_detail: [tranche({ date: addDays(APPLIED, -1) })] }))).toEqual(["disbursal_detail[0].date"]);
  });
});

describe("assertTermsConsistent", () => {
  it("refuses with inconsistent_terms naming every problem, capped like validation errors", () => {
    const rows = schedule().map((row) => ({ ...row, due_amount: 1 }));
    const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ ...rows[0]!, due_date: addDays(APPLIED, index + 1) }));
    let thrown: unknown;
    try {
      assertTermsConsistent(terms({ loan_tenure: 30, repayment_schedule: rowsOf(30) }), APPLIED);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    const error = thrown as AppError;
    expect(error.code).toBe("inconsistent_terms");
    expect(error.status).toBe(422);
    expect(error.details.fields).toHaveLength(20);
    expect(error.details.total_fields).toBe(31);
  });

  it("passes terms that add up", () => {
    expect(() => assertTermsConsistent(terms(), APPLIED)).not.toThrow();
  });
});
