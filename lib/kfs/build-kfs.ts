import type { LenderConfig } from "@/lib/config/lender";
import { addDays } from "@/lib/calendar/calendar-date";
import { startOfIndianDay, todayInIndia } from "@/lib/calendar/india-day";
import { workingDaysAfter } from "@/lib/calendar/working-days";
import { AppError, fieldsError } from "@/lib/errors/app-error";
import { toPaise, toRupees } from "@/lib/money/paise";
import type { PartnerKfsSettings } from "@/lib/partners/partner-settings";
import type { Kfs, KfsScheduleRow, KfsTerms } from "@/lib/schemas/kfs";
import type { Loan } from "@/lib/schemas/loan";
import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";
import { upfrontFees } from "@/lib/terms/charges";
import { frequencyOf } from "@/lib/terms/frequency";
import { plannedStart } from "@/lib/terms/loan-start";
import { totalPayablePaise } from "@/lib/terms/loan-schedule";
import { kfsId, termsHash } from "./kfs-id";

/** RBI: a KFS for a loan of seven days or more holds for at least three working days. */
export const KFS_VALID_WORKING_DAYS = 3;

/** The instalment most rows have (the first of equally common ones): the "EPI" of Annex A; others show in the schedule. */
function regularInstalment(schedule: readonly KfsScheduleRow[]): number {
  const counts = new Map<number, number>();
  for (const row of schedule) counts.set(row.instalment, (counts.get(row.instalment) ?? 0) + 1);
  let regular = schedule[0]?.instalment ?? 0;
  for (const [amount, count] of counts) if (count > (counts.get(regular) ?? 0)) regular = amount;
  return regular;
}

/** The last instant, 23:59:59.999 IST, of an Indian calendar day, as ISO 8601 UTC. */
const endOfIndianDay = (day: string): string => new Date(startOfIndianDay(addDays(day, 1)).getTime() - 1).toISOString();

/** The end of the third working day after `now`'s IST date (contract v3 section 11). */
export const validUntil = (now: Date, holidays: readonly string[]): string =>
  endOfIndianDay(workingDaysAfter(todayInIndia(now), KFS_VALID_WORKING_DAYS, new Set(holidays)));

export interface KfsSubject {
  leadId: string;
  loanAccountNumber: string;
  loan: Loan;
  /** The lending service provider: the partner that booked the loan, and how Part 2 treats it. */
  partner: { name: string } & PartnerKfsSettings;
}

/**
 * What the Key Facts Statement of contract v3 section 11 says of an
 * Approved loan as it stands, from its figures: the borrower's cash flows
 * from the start (the principal tranches' date). A loan without a principal
 * tranche has none: 409 `disbursal_date_missing`.
 */
export function kfsTermsOf({ leadId, loanAccountNumber, loan, partner }: KfsSubject, lender: LenderConfig, figures: LoanFigures): KfsTerms {
  if (plannedStart(loan) === null) {
    throw new AppError("disbursal_date_missing", "The loan has no principal tranche, so no disbursal date to state its terms from: send disbursal_detail with the principal tranche dated the day it is paid");
  }
  if (figures.apr === null) {
    // Booking and updates refuse such flows since contract v3; a loan booked before may still hold them.
    throw fieldsError("inconsistent_terms", "The borrower's cash flows have no single annual rate, so no APR can be stated", [
      { path: "repayment_schedule", message: "with the tranches, gives the borrower's cash flows no single annual rate between -10 % and 1,000 %: update the terms" },
    ]);
  }
  const schedule = figures.schedule.map(({ upfront, ...row }) => ({ ...row, collected_at_disbursal: upfront }));
  const totalPayable = totalPayablePaise(schedule);
  const digital = partner.digitalLending;
  const terms: KfsTerms = {
    lead_id: leadId,
    lender_name: lender.name,
    loan_account_number: loanAccountNumber,
    loan_type: loan.loan_type,
    loan_amount: loan.loan_amount,
    disbursal_schedule: (loan.disbursal_detail ?? []).map((tranche) => ({ disbursal_type: tranche.disbursal_type, date: tranche.date, amount: tranche.amount })),
    tenure_months: loan.loan_tenure,
    instalments: {
      type: frequencyOf(loan),
      count: schedule.length,
      amount: regularInstalment(schedule),
      first_due_date: schedule[0]?.due_date ?? figures.start,
    },
    interest_rate: loan.interest_rate,
    interest_type: "fixed",
    total_interest: toRupees(totalPayable - toPaise(loan.loan_amount)),
    fees: upfrontFees(loan),
    net_disbursed: figures.netDisbursed,
    paid_at_disbursal: figures.paidAtDisbursal,
    released_later: figures.releasedLater,
    total_payable: toRupees(totalPayable),
    apr: figures.apr,
    contingent_charges: {
      penal_charges: lender.penalCharges,
      foreclosure_charges: lender.foreclosureCharges,
      other_charges: lender.otherCharges,
    },
    part_2: {
      recovery_agents_clause: lender.recoveryAgentsClause,
      grievance_clause: lender.grievanceClause,
      grievance_officer: { ...lender.grievanceOfficer },
      transferable: lender.loansTransferable,
      digital_loan: digital,
      cooling_off_days: digital ? lender.coolingOffDays : null,
      cooling_off_pay_days: digital ? lender.coolingOffPayDays : null,
      lending_service_provider: partner.name,
      lsp_recovery_agent: digital && partner.lspRecoveryAgent,
    },
    repayment_schedule: schedule,
  };
  return terms;
}

/** One issue of the terms: the statement as version `version` of the loan's, generated at `now` (contract v3 section 12). */
export function issueKfs(terms: KfsTerms, version: number, now: Date, holidays: readonly string[], hash: string = termsHash(terms)): Kfs {
  return {
    kfs_id: kfsId(terms.lead_id, version, hash),
    version,
    terms_hash: hash,
    ...terms,
    generated_on: now.toISOString(),
    valid_until: validUntil(now, holidays),
  };
}

/** The loan's statement as it stands, issued as `version` at `now`. */
export function buildKfs(subject: KfsSubject, lender: LenderConfig, now: Date, version = 1): Kfs {
  const terms = kfsTermsOf(subject, lender, loanFigures(subject.loan, todayInIndia(now)));
  return issueKfs(terms, version, now, lender.holidays);
}
