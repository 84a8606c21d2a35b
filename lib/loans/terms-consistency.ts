import { env } from "@/lib/config/env";
import { fieldsError, type FieldIssue } from "@/lib/errors/app-error";
import { paiseWithinOneRupee, sumPaise, toPaise, withinOneRupee } from "@/lib/money/paise";
import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import type { LoanFigures } from "@/lib/terms/loan-figures";
import { v3TermsIssues, type CheckedTerms, type TrancheLimits } from "@/lib/terms/terms-checks";
import { TRANCHE_DEDUCTIONS } from "./disbursal-amount";

const GST_RATE_PERCENT = 18;

/** Each row adds up, and the principal is the loan (contract section 4). */
function rowIssues(terms: CheckedTerms): FieldIssue[] {
  const schedule = terms.repayment_schedule;
  if (schedule === undefined) return [];
  const issues: FieldIssue[] = [];
  let checkable = true;
  schedule.forEach((row, index) => {
    const at = `repayment_schedule[${index}]`;
    if (row.principal_amount === undefined || row.interest_amount === undefined) {
      checkable = false;
      issues.push({ path: at, message: "must give principal_amount and interest_amount, so that the schedule can be checked" });
    } else if (!withinOneRupee(row.due_amount, row.principal_amount + row.interest_amount)) {
      issues.push({ path: `${at}.due_amount`, message: "must equal principal_amount + interest_amount (within ₹1)" });
    }
  });
  if (checkable && schedule.length > 0) {
    if (!paiseWithinOneRupee(sumPaise(schedule.map((row) => row.principal_amount ?? 0)), toPaise(terms.loan_amount))) {
      issues.push({ path: "repayment_schedule", message: "principal amounts must sum to loan_amount (within ₹1)" });
    }
  }
  return issues;
}

function trancheSumIssues(terms: CheckedTerms): FieldIssue[] {
  const tranches = terms.disbursal_detail;
  if (tranches === undefined) return [];
  const issues: FieldIssue[] = [];
  if (!paiseWithinOneRupee(sumPaise(tranches.map((tranche) => tranche.amount)), toPaise(terms.loan_amount))) {
    issues.push({ path: "disbursal_detail", message: "tranche amounts (principal and withhold) must sum to loan_amount (within ₹1)" });
  }
  tranches.forEach((tranche, index) => {
    const at = `disbursal_detail[${index}]`;
    if (tranche.date < terms.loan_application_date) issues.push({ path: `${at}.date`, message: "must not be before loan_application_date" });
    const deducted = sumPaise(TRANCHE_DEDUCTIONS.map((field) => tranche[field] ?? 0));
    if (tranche.disbursal_type === DISBURSAL_TYPE.principal && deducted >= toPaise(tranche.amount)) {
      issues.push({ path: at, message: "deductions (processing_fee + gst + pre_emi + subvention + upfront_emi + insurance) must be less than amount" });
    }
    if (tranche.gst !== undefined && tranche.processing_fee !== undefined) {
      const expected = (toPaise(tranche.processing_fee) * GST_RATE_PERCENT) / 100;
      if (!paiseWithinOneRupee(toPaise(tranche.gst), expected)) {
        issues.push({ path: `${at}.gst`, message: `must be ${GST_RATE_PERCENT} % of processing_fee (within ₹1)` });
      }
    }
  });
  return issues;
}

/** The configured limits on withheld money. */
export const trancheLimits = (): TrancheLimits => ({ withholdMaxPct: env().WITHHOLD_MAX_PCT, withholdMaxDays: env().WITHHOLD_MAX_DAYS });

/**
 * Every way the schedule and the tranches fail to add up to the loan the
 * policy judges (contract section 4), each with its path. The v3 checks of
 * count, spacing, span and rate run once the rows and tranches add up, since
 * rows that do not cannot be read as a schedule.
 */
export function termsIssues(terms: CheckedTerms, judgedOn: string, limits: TrancheLimits = trancheLimits(), figures?: LoanFigures): FieldIssue[] {
  const issues = [...rowIssues(terms), ...trancheSumIssues(terms)];
  return issues.length > 0 ? issues : v3TermsIssues(terms, judgedOn, limits, figures);
}

/** Refuses terms that do not add up: 422 `inconsistent_terms`, all problems at once, nothing stored. `figures`, when given, are the loan's on `judgedOn`. */
export function assertTermsConsistent(terms: CheckedTerms, judgedOn: string, figures?: LoanFigures): void {
  const issues = termsIssues(terms, judgedOn, trancheLimits(), figures);
  if (issues.length > 0) throw fieldsError("inconsistent_terms", "The loan's terms do not add up", issues);
}
