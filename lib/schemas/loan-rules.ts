import { addDays, yearsBetween } from "@/lib/calendar/calendar-date";
import { KYC_TYPE } from "./enums";

/**
 * The booking rules that tie fields together (contract section 4), as pure
 * functions of the loan and of today's date in India, so the API and the
 * portal's wizard refuse the same bodies. Each problem names its path.
 */
export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

interface DatedLoan {
  date_of_birth: string;
  loan_application_date: string;
  agreement_date?: string;
  kyc: { kyc_type: number; identifier: string }[];
  co_applicant_details?: { co_dob?: string; co_pancard?: string }[];
}

export const APPLICATION_WINDOW_DAYS = 30;
export const CO_APPLICANT_AGE = { min: 18, max: 70 } as const;

/** Rules that hold for the loan as stored, so every update is checked against them too. */
export function loanRuleIssues(loan: DatedLoan, today: string): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const applied = loan.loan_application_date;
  if (loan.date_of_birth >= today) issues.push({ path: ["date_of_birth"], message: "must be in the past" });
  else if (loan.date_of_birth >= applied) issues.push({ path: ["date_of_birth"], message: "must be before loan_application_date" });
  if (loan.agreement_date !== undefined) {
    if (loan.agreement_date < applied) issues.push({ path: ["agreement_date"], message: "must not be before loan_application_date" });
    else if (loan.agreement_date > today) issues.push({ path: ["agreement_date"], message: "must not be after today (India time)" });
  }
  issues.push(...borrowerPanIssues(loan), ...coApplicantIssues(loan, today));
  return issues;
}

/**
 * A borrower has one PAN, and the lender-wide exposure rule counts loans by
 * it: a second, different PAN would let a loan be counted under a PAN that
 * is not the customer's.
 */
function borrowerPanIssues(loan: DatedLoan): RuleIssue[] {
  const issues: RuleIssue[] = [];
  let first: string | undefined;
  loan.kyc.forEach((item, index) => {
    if (item.kyc_type !== KYC_TYPE.pan) return;
    first ??= item.identifier;
    if (item.identifier !== first) {
      issues.push({ path: ["kyc", index, "identifier"], message: "must be the same PAN as the loan's first pan item: a borrower has one PAN" });
    }
  });
  return issues;
}

function coApplicantIssues(loan: DatedLoan, today: string): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const seen = new Set(loan.kyc.filter((item) => item.kyc_type === KYC_TYPE.pan).map((item) => item.identifier));
  (loan.co_applicant_details ?? []).forEach((co, index) => {
    if (co.co_dob !== undefined) {
      const age = yearsBetween(co.co_dob, loan.loan_application_date);
      if (co.co_dob >= today) issues.push({ path: ["co_applicant_details", index, "co_dob"], message: "must be in the past" });
      else if (age < CO_APPLICANT_AGE.min || age > CO_APPLICANT_AGE.max) {
        issues.push({
          path: ["co_applicant_details", index, "co_dob"],
          message: `must make the co-applicant ${CO_APPLICANT_AGE.min} to ${CO_APPLICANT_AGE.max} years old on loan_application_date`,
        });
      }
    }
    if (co.co_pancard !== undefined) {
      if (seen.has(co.co_pancard)) {
        issues.push({
          path: ["co_applicant_details", index, "co_pancard"],
          message: "must differ from the borrower's PAN and from every other co-applicant's",
        });
      }
      seen.add(co.co_pancard);
    }
  });
  return issues;
}

/**
 * Checked at booking only: the application date is fixed then, so a later
 * update of an older loan is not refused for the passing of time.
 */
export function applicationWindowIssues(loan: Pick<DatedLoan, "loan_application_date">, today: string): RuleIssue[] {
  if (loan.loan_application_date > today) {
    return [{ path: ["loan_application_date"], message: "must not be after today (India time)" }];
  }
  if (loan.loan_application_date < addDays(today, -APPLICATION_WINDOW_DAYS)) {
    return [{ path: ["loan_application_date"], message: `must be at most ${APPLICATION_WINDOW_DAYS} days before today (India time)` }];
  }
  return [];
}
