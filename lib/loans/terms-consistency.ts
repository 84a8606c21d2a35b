import { fieldsError, type FieldIssue } from "@/lib/errors/app-error";
import { paiseWithinOneRupee, sumPaise, toPaise, withinOneRupee } from "@/lib/money/paise";
import { DISBURSAL_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import { TRANCHE_DEDUCTIONS } from "./disbursal-amount";

type Terms = Pick<
  Loan,
  "loan_amount" | "loan_tenure" | "repayment_count" | "payment_frequency" | "loan_application_date" | "repayment_schedule" | "disbursal_detail"
>;

const GST_RATE_PERCENT = 18;

/**
 * How many rows a whole schedule has: `repayment_count`, or the tenure of a
 * loan repaid monthly (a loan that names no frequency counts as monthly,
 * since `loan_tenure` counts monthly EMIs). Null when it cannot be known.
 */
function expectedRows(terms: Terms): number | null {
  if (terms.repayment_count !== undefined) return terms.repayment_count;
  const monthly = terms.payment_frequency === undefined || terms.payment_frequency === PAYMENT_FREQUENCY.monthly;
  return monthly ? terms.loan_tenure : null;
}

function scheduleIssues(terms: Terms): FieldIssue[] {
  const schedule = terms.repayment_schedule;
  if (schedule === undefined) return [];
  const issues: FieldIssue[] = [];
  const rows = expectedRows(terms);
  if (rows === null) {
    issues.push({ path: "repayment_schedule", message: "cannot be checked: a loan not repaid monthly must give repayment_count" });
  } else if (schedule.length !== rows) {
    issues.push({ path: "repayment_schedule", message: `must be the whole schedule: ${rows} rows, not ${schedule.length}` });
  }
  let checkable = true;
  schedule.forEach((row, index) => {
    const at = `repayment_schedule[${index}]`;
    const previous = schedule[index - 1];
    if (row.due_date <= terms.loan_application_date) issues.push({ path: `${at}.due_date`, message: "must be after loan_application_date" });
    else if (previous && row.due_date <= previous.due_date) issues.push({ path: `${at}.due_date`, message: "must be after the previous row's due_date" });
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

function trancheIssues(terms: Terms): FieldIssue[] {
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

/** Every way the schedule and the tranches fail to add up to the loan (contract section 4), each with its path. */
export function termsIssues(terms: Terms): FieldIssue[] {
  return [...scheduleIssues(terms), ...trancheIssues(terms)];
}

/** Refuses terms that do not add up: 422 `inconsistent_terms`, all problems at once, nothing stored. */
export function assertTermsConsistent(terms: Terms): void {
  const issues = termsIssues(terms);
  if (issues.length > 0) throw fieldsError("inconsistent_terms", "The loan's terms do not add up", issues);
}
