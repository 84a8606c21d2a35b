import { amortise, type Rounding } from "@/lib/money/amortisation";
import { sumPaise, toPaise, toRupees } from "@/lib/money/paise";
import type { Loan } from "@/lib/schemas/loan";
import { deductedPaise } from "./charges";
import { frequencyOf, instalmentCount, periodsAfter, PERIODS_PER_YEAR } from "./frequency";

/** One instalment as the KFS lists it; `upfront` marks instalment 1 collected at disbursal (contract v3 section 4). */
export interface ScheduleRow {
  number: number;
  due_date: string;
  opening_principal: number;
  principal: number;
  interest: number;
  instalment: number;
  upfront: boolean;
}

/** What the borrower repays: the sum of the instalments, the KFS's `total_payable` (contract v3 section 11), in paise. */
export const totalPayablePaise = (schedule: readonly Pick<ScheduleRow, "instalment">[]): number => sumPaise(schedule.map((row) => row.instalment));

/** How far a weekly or fortnightly count may be from the tenure's (contract v3 section 4). */
export const COUNT_SLACK = { monthly: 0, weekly: 1, fortnightly: 1 } as const;

type ScheduleTerms = Pick<Loan, "loan_amount" | "interest_rate" | "loan_tenure" | "payment_frequency" | "repayment_count">;

/**
 * The schedule the service draws up for a loan whose partner sent none
 * (contract v3 section 4): n instalments (`repayment_count`, else the
 * tenure's count), the k-th due k periods after the start, EMI and each
 * row's interest half-up to the paisa, the last row taking the balance.
 * Rupee rounding is for schedules that become a body's repayment_schedule
 * (the wizard's generator). Null for frequency `other`, which has no period
 * to draw one by.
 */
export function computedSchedule(loan: ScheduleTerms, start: string, rounding: Rounding = "paisa"): ScheduleRow[] | null {
  const frequency = frequencyOf(loan);
  const expected = instalmentCount(loan);
  if (frequency === "other" || expected === null) return null;
  // The partner's count where the contract lets it differ (weekly and
  // fortnightly, by 1); any other count is refused, and never drawn up.
  const count = loan.repayment_count !== undefined && Math.abs(loan.repayment_count - expected) <= COUNT_SLACK[frequency] ? loan.repayment_count : expected;
  const rows = amortise({ principal: loan.loan_amount, annualRatePercent: loan.interest_rate, count, periodsPerYear: PERIODS_PER_YEAR[frequency] }, rounding);
  return rows.map((row, index) => ({ number: index + 1, due_date: periodsAfter(start, index + 1, frequency), ...row, upfront: false }));
}

/**
 * The partner's schedule as the KFS lists it: the principal as sent (or the
 * instalment less the interest sent), the interest as the instalment less
 * the principal, so every row adds up (contract v3 section 11).
 */
function partnerSchedule(loan: Pick<Loan, "loan_amount" | "interest_rate" | "disbursal_detail">, rows: NonNullable<Loan["repayment_schedule"]>, start: string): ScheduleRow[] {
  const upfrontEmi = deductedPaise(loan, "upfront_emi") > 0;
  let opening = toPaise(loan.loan_amount);
  return rows.map((row, index) => {
    const instalment = toPaise(row.due_amount);
    const principal =
      row.principal_amount !== undefined
        ? toPaise(row.principal_amount)
        : instalment - (row.interest_amount !== undefined ? toPaise(row.interest_amount) : Math.min(Math.round((opening * loan.interest_rate) / 1200), instalment));
    const listed = {
      number: index + 1,
      due_date: row.due_date,
      opening_principal: toRupees(opening),
      principal: toRupees(principal),
      interest: toRupees(instalment - principal),
      instalment: toRupees(instalment),
      upfront: upfrontEmi && index === 0 && row.due_date === start,
    };
    opening -= principal;
    return listed;
  });
}

/** The schedule the loan is judged and stated by: the partner's when it sent one, else the computed one (none for `other` without rows). */
export function scheduleOf(loan: ScheduleTerms & Pick<Loan, "repayment_schedule" | "disbursal_detail">, start: string): ScheduleRow[] {
  const sent = loan.repayment_schedule;
  if (sent !== undefined && sent.length > 0) return partnerSchedule(loan, sent, start);
  return computedSchedule(loan, start) ?? [];
}
