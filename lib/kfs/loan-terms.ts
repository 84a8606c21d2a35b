import { computedSchedule } from "@/lib/loans/computed-schedule";
import { amortise } from "@/lib/money/amortisation";
import { annualRate, type DatedFlow } from "@/lib/money/irr";
import { sumPaise, toPaise, toRupees } from "@/lib/money/paise";
import { PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import type { KfsFee, KfsScheduleRow } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";

/**
 * The money side of the Key Facts Statement, from the loan body alone: the
 * upfront fees, the net disbursed amount, the schedule and the APR. The read
 * computes its `apr` here too, so the two can never disagree.
 */

// Subvention is borne by the merchant, the downpayment paid by the customer,
// the coupon given to them and hold_amount only held: none is a charge.
const TO_LENDER = ["processing_fee", "gst", "pre_emi", "upfront_emi"] as const;
const TO_THIRD_PARTIES = ["insurance"] as const;

type FeeField = (typeof TO_LENDER)[number] | (typeof TO_THIRD_PARTIES)[number];

function feesOf(loan: Pick<Loan, "disbursal_detail">, fields: readonly FeeField[]): KfsFee[] {
  const tranches = loan.disbursal_detail ?? [];
  return fields
    .map((type) => ({ type, amount: toRupees(sumPaise(tranches.map((tranche) => tranche[type] ?? 0))) }))
    .filter((fee) => fee.amount > 0);
}

export function upfrontFees(loan: Pick<Loan, "disbursal_detail">): { to_lender: KfsFee[]; to_third_parties: KfsFee[] } {
  return { to_lender: feesOf(loan, TO_LENDER), to_third_parties: feesOf(loan, TO_THIRD_PARTIES) };
}

/** The sanctioned amount less every upfront fee and charge, third parties' included (RBI Annex B row 7). */
export function netDisbursed(loan: Pick<Loan, "loan_amount" | "disbursal_detail">): number {
  const { to_lender, to_third_parties } = upfrontFees(loan);
  return toRupees(toPaise(loan.loan_amount) - sumPaise([...to_lender, ...to_third_parties].map((fee) => fee.amount)));
}

/** The partner's schedule as the KFS lists it: each row's split as sent, the missing part derived. */
function partnerSchedule(loan: Loan, rows: NonNullable<Loan["repayment_schedule"]>): KfsScheduleRow[] {
  const monthlyRate = loan.interest_rate / 12 / 100;
  let opening = toPaise(loan.loan_amount);
  return rows.map((row, index) => {
    const instalment = toPaise(row.due_amount);
    const interest =
      row.interest_amount !== undefined
        ? toPaise(row.interest_amount)
        : row.principal_amount !== undefined
          ? instalment - toPaise(row.principal_amount)
          : Math.min(Math.round(opening * monthlyRate), instalment);
    const principal = row.principal_amount !== undefined ? toPaise(row.principal_amount) : instalment - interest;
    const listed = { number: index + 1, due_date: row.due_date, opening_principal: toRupees(opening), principal: toRupees(principal), interest: toRupees(interest), instalment: toRupees(instalment) };
    opening -= principal;
    return listed;
  });
}

/** The partner's schedule when it sent one, else standard monthly amortisation to the paisa. */
export function repaymentSchedule(loan: Loan): KfsScheduleRow[] {
  if (loan.repayment_schedule && loan.repayment_schedule.length > 0) return partnerSchedule(loan, loan.repayment_schedule);
  return computedSchedule(loan, "paisa");
}

/** Instalments a year: the partner's frequency for its own schedule; a computed schedule is monthly. */
function periodsPerYear(loan: Loan): number | null {
  if (!loan.repayment_schedule?.length) return 12;
  switch (loan.payment_frequency ?? PAYMENT_FREQUENCY.monthly) {
    case PAYMENT_FREQUENCY.monthly:
      return 12;
    case PAYMENT_FREQUENCY.weekly:
      return 52;
    case PAYMENT_FREQUENCY.fortnightly:
      return 26;
    default:
      // "Other" instalments have no period to annualise by.
      return null;
  }
}

/** The instalments as scheduled, without building the schedule's dates (the read needs only these). */
function scheduledInstalments(loan: Loan): number[] {
  if (loan.repayment_schedule && loan.repayment_schedule.length > 0) return loan.repayment_schedule.map((row) => row.due_amount);
  return amortise({ principal: loan.loan_amount, annualRatePercent: loan.interest_rate, months: loan.loan_tenure }, "paisa").map((row) => row.instalment);
}

/** The APR of the loan as it stands, from the same instalments and net amount the KFS shows. */
export function loanApr(loan: Loan, instalments: readonly number[] = scheduledInstalments(loan)): number | null {
  const periods = periodsPerYear(loan);
  if (periods === null) return null;
  const flows: DatedFlow[] = [{ period: 0, amount: -netDisbursed(loan) }, ...instalments.map((amount, index) => ({ period: index + 1, amount }))];
  return annualRate(flows, periods);
}
