import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/lib/calendar/calendar-date";
import { asRepaymentRows, type Rounding } from "@/lib/money/amortisation";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import { computedSchedule } from "./loan-schedule";
import { v3TermsIssues, type CheckedTerms } from "./terms-checks";

const START = "2026-11-20";
const LIMITS = { withholdMaxPct: 25, withholdMaxDays: 120 };

type Tranche = NonNullable<CheckedTerms["disbursal_detail"]>[number];

/** The rows of a schedule drawn at `rate` (the partner's own arithmetic), k-th due k months after `start`. */
const rowsAt = ({ amount = 100000, rate = 12, months = 12, start = START, rounding = "rupee" as Rounding } = {}) =>
  asRepaymentRows(computedSchedule({ loan_amount: amount, interest_rate: rate, loan_tenure: months }, start, rounding) ?? []);

const principal = (fields: Partial<Tranche> = {}): Tranche => ({ disbursal_type: DISBURSAL_TYPE.principal, date: START, amount: 100000, ...fields });
const withhold = (fields: Partial<Tranche> = {}): Tranche => ({ disbursal_type: DISBURSAL_TYPE.withhold, date: START, amount: 25000, ...fields });

function loan(overrides: Partial<CheckedTerms> = {}): CheckedTerms {
  return {
    loan_amount: 100000,
    interest_rate: 12,
    loan_tenure: 12,
    loan_application_date: addDays(START, -5),
    repayment_schedule: rowsAt(),
    disbursal_detail: [principal()],
    ...overrides,
  };
}

const issues = (terms: CheckedTerms) => v3TermsIssues(terms, START, LIMITS);
const paths = (terms: CheckedTerms) => issues(terms).map((issue) => issue.path);

describe("the schedule is the loan the policy judges (contract v3 section 4)", () => {
  it("accepts the partner's schedule drawn at the declared rate, and no schedule at all", () => {
    expect(issues(loan())).toEqual([]);
    expect(issues(loan({ repayment_schedule: undefined }))).toEqual([]);
  });

  it("refuses a 12 % loan whose schedule charges 48 %", () => {
    expect(issues(loan({ repayment_schedule: rowsAt({ rate: 48 }) }))).toEqual([
      { path: "repayment_schedule", message: expect.stringMatching(/^charges 48\.0\d % a year, not the interest_rate of 12 %/) },
    ]);
  });

  it("accepts an implied rate exactly 0.25 points off, refuses 0.26", () => {
    expect(paths(loan({ repayment_schedule: rowsAt({ rate: 12.25, rounding: "paisa" }) }))).toEqual([]);
    expect(paths(loan({ repayment_schedule: rowsAt({ rate: 11.75, rounding: "paisa" }) }))).toEqual([]);
    expect(paths(loan({ repayment_schedule: rowsAt({ rate: 12.26, rounding: "paisa" }) }))).toEqual(["repayment_schedule"]);
  });

  it("accepts EMIs rounded to the nearest rupee on a ₹5,000 loan: worth the amount within ₹1 a row", () => {
    const rows = rowsAt({ amount: 5000, rate: 36, months: 3, rounding: "paisa" }).map((row, index, all) =>
      index < all.length - 1 ? { ...row, due_amount: Math.round(row.due_amount), principal_amount: Math.round(row.due_amount) - row.interest_amount! } : row,
    );
    const last = rows.at(-1)!;
    const paid = rows.slice(0, -1).reduce((sum, row) => sum + row.principal_amount!, 0);
    rows[rows.length - 1] = { ...last, principal_amount: Math.round((5000 - paid) * 100) / 100, due_amount: Math.round((5000 - paid + last.interest_amount!) * 100) / 100 };
    expect(paths(loan({ loan_amount: 5000, loan_tenure: 3, interest_rate: 36, repayment_schedule: rows, disbursal_detail: [principal({ amount: 5000 })] }))).toEqual([]);
  });

  it("accepts a 45-day broken period taken as pre-EMI interest", () => {
    // The instalments run from 15 days after the start as if the loan began then; the 15 days' interest is deducted upfront.
    const rows = rowsAt({ start: addDays(START, 15) });
    const preEmi = Math.round((100000 * 0.12 * 15) / 365);
    expect(rows[0]?.due_date).toBe(addMonths(addDays(START, 15), 1));
    expect(paths(loan({ repayment_schedule: rows, disbursal_detail: [principal({ pre_emi: preEmi })] }))).toEqual([]);
    // Without it the same rows charge 15 days' interest less than the loan costs.
    expect(paths(loan({ repayment_schedule: rows }))).toEqual(["repayment_schedule"]);
  });

  it("refuses pre-EMI interest on the service's own schedule, which has no broken period for it to pay", () => {
    const computed = (preEmi: number) => loan({ repayment_schedule: undefined, disbursal_detail: [principal({ pre_emi: preEmi })] });
    expect(issues(computed(5000))).toEqual([{ path: "disbursal_detail", message: expect.stringMatching(/^pre_emi makes the loan charge 2\d\.\d\d % a year, not the interest_rate of 12 %/) }]);
    expect(paths(computed(0))).toEqual([]);
  });

  it("refuses 120 monthly rows on a 12-month loan", () => {
    expect(paths(loan({ repayment_schedule: rowsAt({ months: 120 }) }))).toContain("repayment_schedule");
    expect(issues(loan({ repayment_schedule: rowsAt({ months: 120 }) }))[0]?.message).toBe("must give 12 monthly instalments for a loan_tenure of 12 months, not 120");
  });

  it("refuses rows a year apart on a monthly loan", () => {
    const rows = rowsAt({ months: 2 }).map((row, index) => ({ ...row, due_date: addMonths(START, 12 * (index + 1)) }));
    expect(paths(loan({ loan_tenure: 2, repayment_schedule: rows }))).toContain("repayment_schedule[1].due_date");
  });

  it("refuses a first instalment 3 months after the start, and a last one past the tenure", () => {
    const rows = rowsAt({ start: addMonths(START, 2) });
    expect(paths(loan({ repayment_schedule: rows }))).toEqual(expect.arrayContaining(["repayment_schedule[0].due_date", "repayment_schedule[11].due_date"]));
  });

  it("wants repayment_count equal to the rows, and weekly counts within 1 of the tenure's", () => {
    expect(paths(loan({ repayment_count: 13 }))).toEqual(["repayment_count"]);
    const weekly = (count: number) => loan({ payment_frequency: PAYMENT_FREQUENCY.weekly, loan_tenure: 3, repayment_count: count, repayment_schedule: undefined });
    expect(paths(weekly(13))).toEqual([]);
    expect(paths(weekly(14))).toEqual([]);
    expect(paths(weekly(15))).toEqual(["repayment_count"]);
  });

  it("needs the partner's rows for frequency other", () => {
    expect(paths(loan({ payment_frequency: PAYMENT_FREQUENCY.other, repayment_schedule: undefined }))).toEqual(["repayment_schedule"]);
  });

  it("takes a 0 % loan with and without fees", () => {
    const rows = rowsAt({ rate: 0 });
    expect(paths(loan({ interest_rate: 0, repayment_schedule: rows }))).toEqual([]);
    expect(paths(loan({ interest_rate: 0, repayment_schedule: rows, disbursal_detail: [principal({ processing_fee: 2000, gst: 360 })] }))).toEqual([]);
  });

  it("takes the service's computed schedule from a start on the 28th to the 31st", () => {
    for (const start of ["2027-01-28", "2027-01-29", "2027-01-30", "2027-01-31"]) {
      expect(v3TermsIssues(loan({ loan_application_date: addDays(start, -2), repayment_schedule: undefined, disbursal_detail: [principal({ date: start })] }), start, LIMITS)).toEqual([]);
    }
  });
});

describe("tranches (contract v3 section 4)", () => {
  it("refuses a staged principal tranche, naming it", () => {
    const staged = [principal({ amount: 50000 }), principal({ amount: 50000, date: addDays(START, 30) })];
    expect(issues(loan({ disbursal_detail: staged }))).toContainEqual({
      path: "disbursal_detail[1].date",
      message: `must be ${START}, the other principal tranches' date: staged disbursal is not supported`,
    });
  });

  it("needs a principal tranche when tranches are given", () => {
    expect(paths(loan({ disbursal_detail: [withhold({ amount: 100000 })] }))).toContain("disbursal_detail");
  });

  it("takes withheld money up to 25 % released up to 120 days after the start, without deductions", () => {
    const split = (held: Partial<Tranche>) => [principal({ amount: 75000 }), withhold(held)];
    expect(paths(loan({ disbursal_detail: split({ date: addDays(START, 91) }) }))).toEqual([]);
    expect(paths(loan({ disbursal_detail: split({ date: addDays(START, 120) }) }))).toEqual([]);
    expect(paths(loan({ disbursal_detail: split({ date: addDays(START, 121) }) }))).toEqual(["disbursal_detail[1].date"]);
    expect(paths(loan({ disbursal_detail: split({ date: addDays(START, -1) }) }))).toEqual(["disbursal_detail[1].date"]);
    expect(paths(loan({ disbursal_detail: split({ processing_fee: 500 }) }))).toEqual(["disbursal_detail[1]"]);
    expect(paths(loan({ disbursal_detail: [principal({ amount: 74999 }), withhold({ amount: 25001 })] }))).toEqual(["disbursal_detail"]);
  });

  it("wants hold_amount, coupon_amount and downpayment 0 or absent", () => {
    expect(paths(loan({ disbursal_detail: [principal({ hold_amount: 0, coupon_amount: 0 })] }))).toEqual([]);
    expect(paths(loan({ disbursal_detail: [principal({ hold_amount: 10, coupon_amount: 5, downpayment: 1 })] }))).toEqual([
      "disbursal_detail[0].hold_amount",
      "disbursal_detail[0].coupon_amount",
      "disbursal_detail[0].downpayment",
    ]);
  });
});

describe("an upfront EMI is instalment 1 (contract v3 section 4)", () => {
  // An annuity-due: 12 instalments of a 12 % loan, the first on the start,
  // all principal; the other 11 amortise the rest at the same EMI,
  // 8,884.88 / 1.01 = 8,796.91.
  const annuityDue = () => {
    const first = 8796.91;
    return [
      { due_date: START, due_amount: first, principal_amount: first, interest_amount: 0 },
      ...rowsAt({ amount: 100000 - first, months: 11, rounding: "paisa" }),
    ];
  };

  it("accepts an annuity-due schedule whose first row, due on the start, is the upfront EMI", () => {
    const rows = annuityDue();
    expect(rows[0]?.due_date).toBe(START);
    const terms = loan({ loan_application_date: addDays(START, -5), repayment_schedule: rows, disbursal_detail: [principal({ upfront_emi: rows[0]!.due_amount })] });
    expect(issues(terms)).toEqual([]);
  });

  it("refuses an upfront EMI without such a first row, or of another amount", () => {
    expect(paths(loan({ disbursal_detail: [principal({ upfront_emi: 8885 })] }))).toContain("repayment_schedule[0].due_date");
    expect(paths(loan({ repayment_schedule: undefined, disbursal_detail: [principal({ upfront_emi: 8885 })] }))).toEqual(["disbursal_detail[0].upfront_emi"]);
    const rows = annuityDue();
    expect(paths(loan({ repayment_schedule: rows, disbursal_detail: [principal({ upfront_emi: rows[0]!.due_amount * 2 })] }))).toContain("repayment_schedule[0].due_amount");
  });
});
