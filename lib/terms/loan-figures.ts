import { annualPercent, periodicRate } from "@/lib/money/irr";
import { toRupees } from "@/lib/money/paise";
import type { Loan } from "@/lib/schemas/loan";
import { upfrontChargesPaise } from "./charges";
import { borrowerFlows, lendingFlows, netDisbursedPaise, paidAtDisbursalPaise, releasedLater } from "./cash-flows";
import { frequencyOf, PERIODS_PER_YEAR } from "./frequency";
import { plannedStart } from "./loan-start";
import { scheduleOf, type ScheduleRow } from "./loan-schedule";

export type FigureTerms = Pick<
  Loan,
  "loan_amount" | "interest_rate" | "loan_tenure" | "payment_frequency" | "repayment_count" | "repayment_schedule" | "disbursal_detail"
>;

/**
 * Every number the policy, the KFS and the disbursal read from the terms,
 * worked once from the loan body (contract v3 sections 4, 5 and 11).
 */
export interface LoanFigures {
  /** The day the terms run from: the principal tranches' date, or the day judged on. */
  start: string;
  /** Whether the start is the partner's planned payout date (a KFS and a disbursal need one). */
  planned: boolean;
  schedule: ScheduleRow[];
  lastDueDate: string | null;
  /** The largest instalment as a monthly amount, an upfront EMI excluded (the FOIR rule's). */
  largestMonthlyInstalment: number | null;
  /** The schedule's own nominal annual rate, percent; null when its flows have no single rate. */
  impliedRate: number | null;
  /** The borrower's all-in nominal annual rate, percent; null when the flows have no single rate. */
  apr: number | null;
  upfrontCharges: number;
  netDisbursed: number;
  paidAtDisbursal: number;
  releasedLater: { date: string; amount: number }[];
}

const MONTHLY_FACTOR = { monthly: 1, weekly: 52 / 12, fortnightly: 26 / 12 } as const;

/** Contract v3 section 5's FOIR instalment: the largest, as a monthly amount; for `other` the most due in one calendar month. */
function largestMonthlyInstalment(loan: FigureTerms, schedule: readonly ScheduleRow[]): number | null {
  const rows = schedule.filter((row) => !row.upfront);
  if (rows.length === 0) return null;
  const frequency = frequencyOf(loan);
  if (frequency === "other") {
    const byMonth = new Map<string, number>();
    for (const row of rows) byMonth.set(row.due_date.slice(0, 7), (byMonth.get(row.due_date.slice(0, 7)) ?? 0) + Math.round(row.instalment * 100));
    return toRupees(Math.max(...byMonth.values()));
  }
  return Math.round(Math.max(...rows.map((row) => row.instalment)) * MONTHLY_FACTOR[frequency] * 100) / 100;
}

const rateOf = (flows: Parameters<typeof periodicRate>[0], periodsPerYear: number): number | null => {
  const found = periodicRate(flows, periodsPerYear);
  return found.found ? annualPercent(found.rate, periodsPerYear) : null;
};

/** The loan's figures, judged on `judgedOn` (an IST date) when it has no planned payout date. */
export function loanFigures(loan: FigureTerms, judgedOn: string): LoanFigures {
  const planned = plannedStart(loan);
  const start = planned ?? judgedOn;
  const schedule = scheduleOf(loan, start);
  const periodsPerYear = PERIODS_PER_YEAR[frequencyOf(loan)];
  const hasSchedule = schedule.length > 0;
  return {
    start,
    planned: planned !== null,
    schedule,
    lastDueDate: schedule.at(-1)?.due_date ?? null,
    largestMonthlyInstalment: largestMonthlyInstalment(loan, schedule),
    impliedRate: hasSchedule ? rateOf(lendingFlows(loan, start, schedule), periodsPerYear) : null,
    apr: hasSchedule ? rateOf(borrowerFlows(loan, start, schedule), periodsPerYear) : null,
    upfrontCharges: toRupees(upfrontChargesPaise(loan)),
    netDisbursed: toRupees(netDisbursedPaise(loan)),
    paidAtDisbursal: toRupees(paidAtDisbursalPaise(loan)),
    releasedLater: releasedLater(loan),
  };
}
