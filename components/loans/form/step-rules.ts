import { z } from "zod";
import type { FieldIssue } from "@/lib/errors/app-error";
import { todayInIndia } from "@/lib/calendar/india-day";
import { previewTermsIssues } from "@/lib/portal/terms-preview";
import { dateField } from "@/lib/schemas/dates";
import { applicationWindowIssues, loanRuleIssues } from "@/lib/schemas/loan-rules";
import type { TrancheLimits } from "@/lib/terms/terms-checks";
import { formPath } from "./form-values";
import { sectionIndexOf } from "./sections";

const bookingDates = z.object({ date_of_birth: dateField, loan_application_date: dateField, agreement_date: dateField.optional() });

function dateIssues(values: unknown, today: string): FieldIssue[] {
  const dates = bookingDates.safeParse(values);
  if (!dates.success) return [];
  return [...loanRuleIssues({ ...dates.data, kyc: [] }, today), ...applicationWindowIssues(dates.data, today)].map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

/**
 * The booking's rules that read more than one field, for the wizard's steps
 * up to `step`, with the form's paths: the date rules (lib/schemas/loan-rules.ts)
 * and contract v3's schedule and tranche checks (lib/terms/terms-checks.ts),
 * the functions the API runs. The whole schema runs the date rules only once
 * every step is filled in, and the API the terms checks only on submission;
 * run here as soon as their fields are given, a future application date
 * shows on the Loan terms step as it is left, a staged tranche on the
 * Schedule step, not only at the end. Rules that read later steps
 * (co-applicants' PANs) wait for the whole schema.
 */
export function stepRuleIssues(values: unknown, step: number, limits: TrancheLimits, today = todayInIndia()): FieldIssue[] {
  const terms = previewTermsIssues(values, today, limits).map((issue) => ({ path: formPath(issue.path), message: issue.message }));
  return [...dateIssues(values, today), ...terms].filter((issue) => sectionIndexOf(issue.path) >= 0 && sectionIndexOf(issue.path) <= step);
}
