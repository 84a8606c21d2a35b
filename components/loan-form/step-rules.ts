import { z } from "zod";
import type { FieldIssue } from "@/lib/errors/app-error";
import { todayInIndia } from "@/lib/calendar/india-day";
import { dateField } from "@/lib/schemas/dates";
import { applicationWindowIssues, loanRuleIssues } from "@/lib/schemas/loan-rules";
import { sectionIndexOf } from "./sections";

const bookingDates = z.object({ date_of_birth: dateField, loan_application_date: dateField, agreement_date: dateField.optional() });

/**
 * The booking's date rules (lib/schemas/loan-rules.ts, the functions the API's
 * schema runs) for the wizard's steps up to `step`. The whole schema runs them
 * only once every step is filled in; run here as soon as the dates are, a
 * future application date shows on the Loan terms step as it is left, not
 * only at the end. Rules that read later steps (co-applicants' PANs) wait for
 * the whole schema.
 */
export function stepRuleIssues(values: unknown, step: number, today = todayInIndia()): FieldIssue[] {
  const dates = bookingDates.safeParse(values);
  if (!dates.success) return [];
  const issues = [...loanRuleIssues({ ...dates.data, kyc: [] }, today), ...applicationWindowIssues(dates.data, today)];
  return issues
    .map((issue) => ({ path: issue.path.join("."), message: issue.message }))
    .filter((issue) => sectionIndexOf(issue.path) >= 0 && sectionIndexOf(issue.path) <= step);
}
