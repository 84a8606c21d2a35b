import type { DatedFlow } from "@/lib/money/irr";
import { sumPaise, toPaise, toRupees } from "@/lib/money/paise";
import type { Loan } from "@/lib/schemas/loan";
import { deductedPaise, upfrontChargesPaise } from "./charges";
import { frequencyOf, periodTimer } from "./frequency";
import { principalTranches, withholdTranches } from "./loan-start";
import type { ScheduleRow } from "./loan-schedule";

type FlowTerms = Pick<Loan, "loan_amount" | "disbursal_detail" | "payment_frequency">;

/** RBI's row 7: the sanctioned amount less every upfront charge (contract v3 section 11), in paise. */
export const netDisbursedPaise = (loan: FlowTerms): number => toPaise(loan.loan_amount) - upfrontChargesPaise(loan);

/**
 * What the disbursal pays, in paise: the principal tranches less their
 * deductions (the upfront EMI among them), or the whole amount when no
 * tranche is given; the disbursal record's `net` to the paisa. Counted from
 * the tranches, not from `loan_amount`: they may sum to it within ₹1
 * (section 4), and the borrower receives what the tranches pay. When they
 * sum to it exactly this is the net disbursed amount less the withheld
 * money and the upfront EMI.
 */
export function paidAtDisbursalPaise(loan: FlowTerms): number {
  if (loan.disbursal_detail === undefined) return toPaise(loan.loan_amount);
  return sumPaise(principalTranches(loan).map((tranche) => tranche.amount)) - upfrontChargesPaise(loan) - deductedPaise(loan, "upfront_emi");
}

/** The withheld money, each due to the borrower on its tranche's date. */
export const releasedLater = (loan: FlowTerms): { date: string; amount: number }[] =>
  withholdTranches(loan).map((tranche) => ({ date: tranche.date, amount: tranche.amount }));

/** One of the borrower's cash flows, with the date it falls on and what it is. */
export interface BorrowerFlow extends DatedFlow {
  date: string;
  /** The payout at the start, withheld money released later, or an instalment (numbered as in the schedule). */
  kind: "payout" | "release" | "instalment";
  instalment?: number;
}

/**
 * The borrower's cash flows, from which the APR is the rate (contract v3
 * section 11): the payout at time 0, each withheld amount at its date, each
 * instalment at its due date, except an upfront-EMI row, which is netted
 * in the payout. Dated and labelled, so that the portal shows the flows the
 * APR was worked from.
 */
export function borrowerFlows(loan: FlowTerms, start: string, schedule: readonly ScheduleRow[]): BorrowerFlow[] {
  const timeOf = periodTimer(start, frequencyOf(loan));
  return [
    { kind: "payout", date: start, time: 0, amount: toRupees(paidAtDisbursalPaise(loan)) },
    ...releasedLater(loan).map(({ date, amount }): BorrowerFlow => ({ kind: "release", date, time: timeOf(date), amount })),
    ...schedule
      .filter((row) => !row.upfront)
      .map((row): BorrowerFlow => ({ kind: "instalment", instalment: row.number, date: row.due_date, time: timeOf(row.due_date), amount: -row.instalment })),
  ];
}

/**
 * The flows the schedule's implied interest rate is the rate of (contract v3
 * section 4): the amount lent at the start, the pre-EMI interest collected
 * then, and every instalment at its due date (an upfront one at the start).
 */
export function lendingFlows(loan: FlowTerms, start: string, schedule: readonly ScheduleRow[]): DatedFlow[] {
  const timeOf = periodTimer(start, frequencyOf(loan));
  const preEmi = sumPaise(principalTranches(loan).map((tranche) => tranche.pre_emi ?? 0));
  return [
    { time: 0, amount: toRupees(toPaise(loan.loan_amount) - preEmi) },
    ...schedule.map((row) => ({ time: timeOf(row.due_date), amount: -row.instalment })),
  ];
}
