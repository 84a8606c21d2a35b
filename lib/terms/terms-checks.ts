import { addDays, addMonths, daysBetween } from "@/lib/calendar/calendar-date";
import type { FieldIssue } from "@/lib/errors/app-error";
import { paiseWithinOneRupee, sumPaise, toPaise } from "@/lib/money/paise";
import type { Loan } from "@/lib/schemas/loan";
import { deductedPaise } from "./charges";
import { lendingFlows } from "./cash-flows";
import { frequencyOf, instalmentCount, periodsAfter, PERIODS_PER_YEAR, type Frequency } from "./frequency";
import { isPrincipalTranche, plannedStart, withholdTranches } from "./loan-start";
import { loanFigures, type FigureTerms, type LoanFigures } from "./loan-figures";
import { COUNT_SLACK, type ScheduleRow } from "./loan-schedule";

/** Configuration the tranche checks read (contract v3 section 4). */
export interface TrancheLimits {
  /** The withheld money, all withhold tranches together, at most this % of the loan amount. */
  withholdMaxPct: number;
  /** A withhold tranche's date at most this many days after the start. */
  withholdMaxDays: number;
}

export type CheckedTerms = FigureTerms & Pick<Loan, "loan_application_date">;

/** The implied rate may differ from the declared one by this many percentage points (contract v3 section 4). */
export const RATE_TOLERANCE_POINTS = 0.25;
/** A gap between `other` instalments over this many days is not a repayment schedule. */
const OTHER_MAX_GAP_DAYS = 366;
/** How far past one period the first instalment, and past the tenure the last, may fall. */
const SPAN_GRACE_DAYS = 30;

const FIELDS_THAT_MUST_BE_ZERO = ["hold_amount", "coupon_amount", "downpayment"] as const;
const DEDUCTIONS = ["processing_fee", "gst", "pre_emi", "subvention", "upfront_emi", "insurance"] as const;

function trancheIssues(loan: CheckedTerms, limits: TrancheLimits): FieldIssue[] {
  const tranches = loan.disbursal_detail;
  if (tranches === undefined) return [];
  const issues: FieldIssue[] = [];
  const start = plannedStart(loan);
  if (start === null) {
    issues.push({ path: "disbursal_detail", message: "must have a principal tranche (disbursal_type 0): the money paid out, dated the day it is paid" });
  }
  tranches.forEach((tranche, index) => {
    const at = `disbursal_detail[${index}]`;
    for (const field of FIELDS_THAT_MUST_BE_ZERO) {
      if ((tranche[field] ?? 0) !== 0) issues.push({ path: `${at}.${field}`, message: "must be 0 or absent: the contract does not define it yet" });
    }
    if (isPrincipalTranche(tranche)) {
      if (start !== null && tranche.date !== start) {
        issues.push({ path: `${at}.date`, message: `must be ${start}, the other principal tranches' date: staged disbursal is not supported` });
      }
      return;
    }
    const deducted = DEDUCTIONS.filter((field) => (tranche[field] ?? 0) !== 0);
    if (deducted.length > 0) issues.push({ path: at, message: `a withhold tranche carries no deductions (${deducted.join(", ")})` });
    if (start !== null) {
      const days = daysBetween(start, tranche.date);
      if (days < 0) issues.push({ path: `${at}.date`, message: `must not be before ${start}, the principal tranches' date` });
      else if (days > limits.withholdMaxDays) {
        issues.push({ path: `${at}.date`, message: `must be at most ${limits.withholdMaxDays} days after ${start}, the principal tranches' date (it is ${days})` });
      }
    }
  });
  const withheld = sumPaise(withholdTranches(loan).map((tranche) => tranche.amount));
  if (withheld * 100 > toPaise(loan.loan_amount) * limits.withholdMaxPct) {
    issues.push({ path: "disbursal_detail", message: `withhold tranches hold back at most ${limits.withholdMaxPct} % of loan_amount together` });
  }
  return issues;
}

/** The count the schedule must have, and how far a sent one, or `repayment_count`, may be off it. */
function countIssues(loan: CheckedTerms, rows: number, sent: boolean): FieldIssue[] {
  const frequency = frequencyOf(loan);
  const expected = instalmentCount(loan);
  const slack = frequency === "other" ? 0 : COUNT_SLACK[frequency];
  const counted = sent ? rows : (loan.repayment_count ?? rows);
  if (expected !== null && Math.abs(counted - expected) > slack) {
    const wanted = slack === 0 ? `${expected}` : `${expected} (within 1)`;
    return [{ path: sent ? "repayment_schedule" : "repayment_count", message: `must give ${wanted} ${frequency} instalments for a loan_tenure of ${loan.loan_tenure} months, not ${counted}` }];
  }
  if (loan.repayment_count !== undefined && loan.repayment_count !== rows) {
    return [{ path: "repayment_count", message: `must equal the schedule's ${rows} rows` }];
  }
  return [];
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

function spacingIssue(frequency: Frequency, previous: string, due: string): string | null {
  switch (frequency) {
    case "monthly":
      return monthIndex(due) === monthIndex(previous) + 1 ? null : "must fall in the calendar month after the previous row's (a monthly loan)";
    case "weekly":
    case "fortnightly": {
      const days = frequency === "weekly" ? 7 : 14;
      return daysBetween(previous, due) === days ? null : `must be ${days} days after the previous row's (a ${frequency} loan)`;
    }
    case "other":
      return daysBetween(previous, due) > OTHER_MAX_GAP_DAYS ? `must be at most ${OTHER_MAX_GAP_DAYS} days after the previous row's` : null;
  }
}

/** Spacing and span of a sent schedule (contract v3 section 4), against the start. */
function datesIssues(loan: CheckedTerms, rows: readonly ScheduleRow[], start: string): FieldIssue[] {
  const frequency = frequencyOf(loan);
  const issues: FieldIssue[] = [];
  const upfrontAllowed = deductedPaise(loan, "upfront_emi") > 0;
  rows.forEach((row, index) => {
    const at = `repayment_schedule[${index}].due_date`;
    const previous = rows[index - 1];
    const onStart = index === 0 && upfrontAllowed && row.due_date === start;
    if (row.due_date <= loan.loan_application_date && !(onStart && row.due_date === loan.loan_application_date)) {
      issues.push({ path: at, message: "must be after loan_application_date" });
    } else if (previous && row.due_date <= previous.due_date) {
      issues.push({ path: at, message: "must be after the previous row's due_date" });
    } else if (previous) {
      const spacing = spacingIssue(frequency, previous.due_date, row.due_date);
      if (spacing) issues.push({ path: at, message: spacing });
    }
  });
  const firstRegular = rows.findIndex((row) => !row.upfront);
  const first = rows[firstRegular];
  const named = (index: number) => issues.some((issue) => issue.path === `repayment_schedule[${index}].due_date`);
  if (first && !named(firstRegular)) {
    const latest = addDays(frequency === "other" ? addMonths(start, 1) : periodsAfter(start, 1, frequency), SPAN_GRACE_DAYS);
    if (first.due_date <= start) issues.push({ path: `repayment_schedule[${firstRegular}].due_date`, message: `must be after ${start}, the principal tranches' date` });
    else if (first.due_date > latest) issues.push({ path: `repayment_schedule[${firstRegular}].due_date`, message: `must be at most ${latest} (one period and ${SPAN_GRACE_DAYS} days after ${start}, the start)` });
  }
  const last = rows.at(-1);
  const end = addDays(addMonths(start, loan.loan_tenure), SPAN_GRACE_DAYS);
  if (last && last.due_date > end && !named(rows.length - 1)) {
    issues.push({ path: `repayment_schedule[${rows.length - 1}].due_date`, message: `must be at most ${end} (loan_tenure months and ${SPAN_GRACE_DAYS} days after ${start}, the start)` });
  }
  return issues;
}

/** An upfront EMI is instalment 1, due on the start and collected at disbursal (contract v3 section 4). */
function upfrontEmiIssues(loan: CheckedTerms, start: string): FieldIssue[] {
  const upfront = deductedPaise(loan, "upfront_emi");
  if (upfront === 0) return [];
  const first = loan.repayment_schedule?.[0];
  const path = `disbursal_detail[${loan.disbursal_detail?.findIndex((tranche) => isPrincipalTranche(tranche) && (tranche.upfront_emi ?? 0) > 0) ?? 0}].upfront_emi`;
  if (first === undefined) return [{ path, message: "needs a repayment_schedule whose first row, due on the principal tranches' date, is the instalment collected upfront" }];
  if (first.due_date !== start) return [{ path: "repayment_schedule[0].due_date", message: `must be ${start}, the principal tranches' date: the upfront EMI is instalment 1` }];
  if (!paiseWithinOneRupee(toPaise(first.due_amount), upfront)) {
    return [{ path: "repayment_schedule[0].due_amount", message: "must equal the upfront_emi deducted (within ₹1): at most one instalment is collected upfront" }];
  }
  return [];
}

/**
 * Whether the schedule charges the declared rate (contract v3 section 4):
 * its implied rate within 0.25 points of `interest_rate`, or its payments,
 * discounted at `interest_rate`, worth `loan_amount` within ₹1 a row.
 */
function rateIssues(loan: CheckedTerms, { schedule: rows, start, impliedRate }: LoanFigures, sent: boolean): FieldIssue[] {
  if (impliedRate !== null && Math.abs(impliedRate - loan.interest_rate) <= RATE_TOLERANCE_POINTS + 1e-9) return [];
  const periodsPerYear = PERIODS_PER_YEAR[frequencyOf(loan)];
  const declared = loan.interest_rate / 100 / periodsPerYear;
  const [lent, ...payments] = lendingFlows(loan, start, rows);
  const worth = payments.reduce((sum, flow) => sum - flow.amount * (1 + declared) ** -flow.time, 0);
  if (lent !== undefined && Math.abs(worth - lent.amount) <= rows.length) return [];
  const charged = impliedRate !== null ? `${impliedRate.toFixed(2)} % a year` : "no single rate";
  const tolerance = `(within ${RATE_TOLERANCE_POINTS} points, or worth loan_amount within ₹1 a row at that rate)`;
  // The service's own schedule charges the declared rate: only interest deducted upfront (pre-EMI without a broken period) can make it charge more.
  return sent
    ? [{ path: "repayment_schedule", message: `charges ${charged}, not the interest_rate of ${loan.interest_rate} % ${tolerance}` }]
    : [{ path: "disbursal_detail", message: `pre_emi makes the loan charge ${charged}, not the interest_rate of ${loan.interest_rate} % ${tolerance}: pre-EMI interest belongs to a broken period, which needs a repayment_schedule` }];
}

/**
 * Every way the schedule and the tranches fail to be the loan the policy
 * judges (contract v3 section 4), each with its path. `judgedOn` is the IST
 * date of the booking or update: the start of a loan with no principal
 * tranche. `figures` are the loan's on that day, worked out once for these
 * checks and the policy.
 */
export function v3TermsIssues(loan: CheckedTerms, judgedOn: string, limits: TrancheLimits, figures: LoanFigures = loanFigures(loan, judgedOn)): FieldIssue[] {
  const issues = trancheIssues(loan, limits);
  const { start, schedule: rows } = figures;
  const sent = (loan.repayment_schedule?.length ?? 0) > 0;
  if (!sent && frequencyOf(loan) === "other") return [...issues, { path: "repayment_schedule", message: "is required for payment_frequency other (4): the service computes monthly, weekly and fortnightly schedules only" }];
  issues.push(...countIssues(loan, rows.length, sent), ...upfrontEmiIssues(loan, start));
  // Rows out of order or outside the loan's span are no schedule to read a rate from; the computed one is always in order.
  const dates = sent ? datesIssues(loan, rows, start) : [];
  issues.push(...(dates.length > 0 ? dates : rateIssues(loan, figures, sent)));
  if (issues.length === 0 && figures.apr === null) {
    issues.push({ path: "disbursal_detail", message: "the borrower's cash flows have no single annual rate between -10 % and 1,000 % (no APR can be stated)" });
  }
  return issues;
}
