import type { LenderConfig } from "@/lib/config/lender";
import { todayInIndia } from "@/lib/calendar/india-day";
import { workingDaysAfter } from "@/lib/calendar/working-days";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import type { Kfs, KfsScheduleRow } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import { upfrontFees } from "@/lib/terms/charges";
import { kfsFigures } from "./loan-terms";

/** RBI: a KFS for a loan of seven days or more holds for at least three working days. */
export const KFS_VALID_WORKING_DAYS = 3;

const FREQUENCY_WORDS = {
  [PAYMENT_FREQUENCY.monthly]: "monthly",
  [PAYMENT_FREQUENCY.weekly]: "weekly",
  [PAYMENT_FREQUENCY.fortnightly]: "fortnightly",
  [PAYMENT_FREQUENCY.other]: "other",
} as const;

/** The instalment most rows have (the first of equally common ones): the "EPI" of Annex A; others show in the schedule. */
function regularInstalment(schedule: readonly KfsScheduleRow[]): number {
  const counts = new Map<number, number>();
  for (const row of schedule) counts.set(row.instalment, (counts.get(row.instalment) ?? 0) + 1);
  let regular = schedule[0]?.instalment ?? 0;
  for (const [amount, count] of counts) if (count > (counts.get(regular) ?? 0)) regular = amount;
  return regular;
}

const sumPaise = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);

export interface KfsSubject {
  leadId: string;
  loanAccountNumber: string;
  loan: Loan;
  /** The lending service provider: the partner that booked the loan. */
  partnerName: string;
}

/** The Key Facts Statement of contract section 11 for an Approved loan as it stands. */
export function buildKfs({ leadId, loanAccountNumber, loan, partnerName }: KfsSubject, lender: LenderConfig, now: Date): Kfs {
  const figures = kfsFigures(loan, todayInIndia(now));
  const schedule = figures.schedule.map(({ upfront: _upfront, ...row }) => row);
  const totalInterestPaise = sumPaise(schedule.map((row) => row.interest));
  const tranches = loan.disbursal_detail?.length
    ? loan.disbursal_detail.map((tranche) => ({ disbursal_type: tranche.disbursal_type, date: tranche.date, amount: tranche.amount }))
    : [{ disbursal_type: DISBURSAL_TYPE.principal, date: null, amount: loan.loan_amount }];
  const partnerSent = (loan.repayment_schedule?.length ?? 0) > 0;
  return {
    lead_id: leadId,
    lender_name: lender.name,
    loan_account_number: loanAccountNumber,
    loan_type: loan.loan_type,
    loan_amount: loan.loan_amount,
    disbursal_schedule: tranches,
    tenure_months: loan.loan_tenure,
    instalments: {
      type: partnerSent ? FREQUENCY_WORDS[loan.payment_frequency ?? PAYMENT_FREQUENCY.monthly] : "monthly",
      count: schedule.length,
      amount: regularInstalment(schedule),
      first_due_date: schedule[0]?.due_date ?? "",
    },
    interest_rate: loan.interest_rate,
    interest_type: "fixed",
    total_interest: totalInterestPaise / 100,
    fees: upfrontFees(loan),
    net_disbursed: figures.netDisbursed,
    total_payable: (Math.round(loan.loan_amount * 100) + totalInterestPaise) / 100,
    apr: figures.apr,
    contingent_charges: {
      penal_charges: lender.penalCharges,
      foreclosure_charges: lender.foreclosureCharges,
      other_charges: lender.otherCharges,
    },
    part_2: {
      recovery_agents_clause: lender.recoveryAgentsClause,
      grievance_officer: { ...lender.grievanceOfficer },
      transferable: lender.loansTransferable,
      cooling_off_days: lender.coolingOffDays,
      lending_service_provider: partnerName,
    },
    repayment_schedule: schedule,
    generated_on: now.toISOString(),
    valid_until: workingDaysAfter(todayInIndia(now), KFS_VALID_WORKING_DAYS),
  };
}
