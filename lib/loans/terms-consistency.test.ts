import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { addDays } from "@/lib/calendar/calendar-date";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import { assertTermsConsistent, termsIssues } from "./terms-consistency";

const APPLIED = "2026-11-20";

type Terms = Parameters<typeof termsIssues>[0];
type Row = NonNullable<Terms["repayment_schedule"]>[number];
type Tranche = NonNullable<Terms["disbursal_detail"]>[number];

/** 12 monthly rows of 10,000 principal each, 1,000 interest each. */
const schedule = (): Row[] =>
  Array.from({ length: 12 }, (_, index) => ({
    due_date: addDays(APPLIED, 30 * (index + 1)),
    due_amount: 11000,
    principal_amount: 10000,
    interest_amount: 1000,
  }));

function terms(overrides: Partial<Terms> = {}): Terms {
  return {
    loan_amount: 120000,
    loan_tenure: 12,
    loan_application_date: APPLIED,
    repayment_schedule: schedule(),
    disbursal_detail: [{ disbursal_type: DISBURSAL_TYPE.principal, date: APPLIED, amount: 120000, processing_fee: 2000, gst: 360 }],
    ...overrides,
  };
}

const paths = (input: Terms) => termsIssues(input).map((issue) => issue.path);

describe("a repayment schedule", () => {
  it("accepts a whole schedule that adds up, and no schedule at all", () => {
    expect(termsIssues(terms())).toEqual([]);
    expect(termsIssues(terms({ repayment_schedule: undefined }))).toEqual([]);
  });

  it("accepts principal off by ₹1.00 in total and a due amount off by ₹1.00; refuses ₹1.01 and ₹2", () => {
    const off = (rupees: number) => {
      const rows = schedule();
      rows[0] = { ...rows[0]!, principal_amount: 10000 + rupees, due_amount: 11000 };
      return rows;
    };
    expect(paths(terms({ repayment_schedule: off(1) }))).toEqual([]);
    expect(paths(terms({ repayment_schedule: off(1.01) }))).toEqual(["repayment_schedule[0].due_amount", "repayment_schedule"]);
    expect(paths(terms({ repayment_schedule: off(2) }))).toEqual(["repayment_schedule[0].due_amount", "repayment_schedule"]);
  });

  it("adds paise without float noise", () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ due_date: addDays(APPLIED, index + 1), due_amount: 0, principal_amount: 0.1, interest_amount: 0 }));
    expect(paths(terms({ loan_amount: 1, loan_tenure: 10, repayment_schedule: rows, disbursal_detail: undefined }))).toEqual([]);
  });

  it("wants as many rows as repayment_count, or as the tenure of a monthly loan", () => {
    expect(termsIssues(terms({ repayment_schedule: schedule().slice(0, 11) }))).toContainEqual({
      path: "repayment_schedule",
      message: "must be the whole schedule: 12 rows, not 11",
    });
    expect(paths(terms({ repayment_count: 11 }))).toContain("repayment_schedule");
    expect(paths(terms({ payment_frequency: PAYMENT_FREQUENCY.monthly }))).toEqual([]);
    expect(paths(terms({ repayment_schedule: [] }))).toEqual(["repayment_schedule"]);
  });

  it("refuses the schedule of a loan not repaid monthly that gives no repayment_count: it cannot be checked", () => {
    expect(termsIssues(terms({ payment_frequency: PAYMENT_FREQUENCY.weekly }))).toEqual([
      { path: "repayment_schedule", message: "cannot be checked: a loan not repaid monthly must give repayment_count" },
    ]);
    expect(paths(terms({ payment_frequency: PAYMENT_FREQUENCY.weekly, repayment_count: 12 }))).toEqual([]);
  });

  it("wants due dates after the application date and strictly increasing", () => {
    const rows = schedule();
    rows[0] = { ...rows[0]!, due_date: APPLIED };
    rows[5] = { ...rows[5]!, due_date: rows[4]!.due_date };
    expect(termsIssues(terms({ repayment_schedule: rows }))).toEqual([
      { path: "repayment_schedule[0].due_date", message: "must be after loan_application_date" },
      { path: "repayment_schedule[5].due_date", message: "must be after the previous row's due_date" },
    ]);
  });

  it("refuses a row without principal or interest: the schedule could not be checked", () => {
    const rows = schedule();
    rows[3] = { due_date: rows[3]!.due_date, due_amount: 11000 };
    expect(paths(terms({ repayment_schedule: rows }))).toEqual(["repayment_schedule[3]"]);
  });

  it("wants each due amount to be principal plus interest", () => {
    const rows = schedule();
    rows[3] = { ...rows[3]!, due_amount: 11002 };
    expect(paths(terms({ repayment_schedule: rows }))).toEqual(["repayment_schedule[3].due_amount"]);
  });
});

describe("tranches", () => {
  const tranche = (fields: Partial<Tranche>): Tranche => ({ disbursal_type: DISBURSAL_TYPE.principal, date: APPLIED, amount: 120000, ...fields });

  it("sum, principal and withhold together, to the loan amount within ₹1", () => {
    const split = (second: number) => [tranche({ amount: 100000 }), tranche({ amount: second, disbursal_type: DISBURSAL_TYPE.withhold })];
    expect(paths(terms({ disbursal_detail: split(20000) }))).toEqual([]);
    expect(paths(terms({ disbursal_detail: split(20001) }))).toEqual([]);
    expect(paths(terms({ disbursal_detail: split(19999) }))).toEqual([]);
    expect(paths(terms({ disbursal_detail: split(20002) }))).toEqual(["disbursal_detail"]);
    expect(paths(terms({ disbursal_detail: split(19998) }))).toEqual(["disbursal_detail"]);
    expect(paths(terms({ disbursal_detail: [] }))).toEqual(["disbursal_detail"]);
  });

  it("keep each principal tranche's deductions below its amount", () => {
    const all = { processing_fee: 1000, gst: 180, pre_emi: 100, subvention: 100, upfront_emi: 100, insurance: 100 };
    expect(paths(terms({ disbursal_detail: [tranche({ ...all, amount: 120000 })] }))).toEqual([]);
    const equal = [tranche({ ...all, amount: 1580 }), tranche({ amount: 118420 })];
    expect(paths(terms({ disbursal_detail: equal }))).toEqual(["disbursal_detail[0]"]);
    const withheld = [tranche({ amount: 118420 }), tranche({ ...all, amount: 1580, disbursal_type: DISBURSAL_TYPE.withhold })];
    expect(paths(terms({ disbursal_detail: withheld }))).toEqual([]);
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
      assertTermsConsistent(terms({ loan_tenure: 30, repayment_schedule: rowsOf(30) }));
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
    expect(() => assertTermsConsistent(terms())).not.toThrow();
  });
});
