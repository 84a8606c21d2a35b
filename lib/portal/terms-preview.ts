import { z } from "zod";
import type { FieldIssue } from "@/lib/errors/app-error";
import { toRupees } from "@/lib/money/paise";
import { POLICY, type PolicyConfig } from "@/lib/policy/config";
import { ruleOf } from "@/lib/policy/policy-rules";
import { loanFields, type Loan } from "@/lib/schemas/loan";
import type { PolicyRuleResult } from "@/lib/schemas/policy";
import { borrowerFlows, type BorrowerFlow } from "@/lib/terms/cash-flows";
import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";
import { totalPayablePaise } from "@/lib/terms/loan-schedule";
import { v3TermsIssues, type TrancheLimits } from "@/lib/terms/terms-checks";

/** The fields the loan's figures and the terms rules read, checked by the API's own field rules. */
const termsSchema = z.object(loanFields).pick({
  loan_type: true,
  loan_amount: true,
  interest_rate: true,
  loan_tenure: true,
  payment_frequency: true,
  repayment_count: true,
  repayment_schedule: true,
  disbursal_detail: true,
  loan_application_date: true,
});

export type PreviewTerms = z.infer<typeof termsSchema>;

/** The fields without which there are no figures to show; named so the form can say which it still needs. */
export const FIGURE_FIELDS = ["loan_amount", "loan_tenure", "interest_rate"] as const;

/**
 * The rules a person changing the terms is shown before submitting: the two
 * contract v3 adds, which read nothing but the terms (their `reads` are
 * within PreviewTerms; a test holds them to it).
 */
export const PREVIEW_RULES = ["apr", "upfront_charges"] as const;

export interface TermsFiguresView {
  figures: LoanFigures;
  /** The sum of the instalments, the KFS's total_payable. */
  totalPayable: number;
  /** The flows the APR is the rate of, dated. */
  flows: BorrowerFlow[];
}

/** The loan's figures as the policy, the KFS and the disbursal work them out (lib/terms), and the flows behind the APR. */
export function termsFigures(loan: Parameters<typeof loanFigures>[0], judgedOn: string): TermsFiguresView {
  const figures = loanFigures(loan, judgedOn);
  return { figures, totalPayable: toRupees(totalPayablePaise(figures.schedule)), flows: borrowerFlows(loan, figures.start, figures.schedule) };
}

export type TermsPreview =
  | ({ ok: true; terms: PreviewTerms; verdicts: PolicyRuleResult[] } & TermsFiguresView)
  /** The figure fields still missing or invalid (the form's own checks name what is wrong). */
  | { ok: false; missing: string[] };

/**
 * What the wizard shows of terms being entered, before they are submitted:
 * the figures, and the verdicts of the terms rules in the policy's own words
 * (its rule code, run on the same figures). Null fields beyond the figure
 * fields (a half-filled tranche) leave the preview out until they are valid.
 */
export function termsPreview(values: unknown, judgedOn: string, config: PolicyConfig = POLICY): TermsPreview {
  const parsed = termsSchema.safeParse(values);
  if (!parsed.success) {
    const named = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    return { ok: false, missing: [...named] };
  }
  const terms = parsed.data;
  const view = termsFigures(terms, judgedOn);
  // The terms rules read neither the customer's other loans nor the consents.
  const facts = { exposure: null, figures: view.figures, consents: { bookedOn: judgedOn, given: [] } };
  const verdicts = PREVIEW_RULES.flatMap((code) => {
    const policyRule = ruleOf(code);
    // Each rule sees only the fields it declares (lib/policy/policy-rule.ts), all of them in PreviewTerms.
    return policyRule ? [{ code, ...policyRule.evaluate(terms as Loan, config, facts) }] : [];
  });
  return { ok: true, terms, verdicts, ...view };
}

/**
 * Contract v3 section 4's schedule and tranche checks (lib/terms, as the API
 * runs them) on terms being entered, in the API's paths; none while the
 * terms are not yet valid field by field, since the form names those.
 */
export function previewTermsIssues(values: unknown, judgedOn: string, limits: TrancheLimits): FieldIssue[] {
  const parsed = termsSchema.safeParse(values);
  return parsed.success ? v3TermsIssues(parsed.data, judgedOn, limits) : [];
}
