import type { LoanFigures } from "@/lib/terms/loan-figures";
import type { Loan } from "../schemas/loan";
import type { PolicyConfig } from "./config";
import type { RuleOutcome } from "./rule-wording";

/**
 * The customer's OTHER live Approved loans, across every partner, found by
 * PAN (lib/loans/loan-store.ts): the exposure rule adds the loan evaluated.
 * Null when the loan has no PAN to look them up by.
 */
export interface Exposure {
  loans: number;
  amount: number;
}

/**
 * The consents recorded with the booking (contract v3 section 12), never
 * those posted later, and the IST date of the booking their age is counted
 * to: an update's re-run judges the same consents on the same day.
 */
export interface BookingConsents {
  bookedOn: string;
  given: readonly { purpose: string; given_at: string }[];
}

/** What rules read beside the loan body: the customer's other loans, the terms' figures (lib/terms) and the booking's consents. */
export interface PolicyFacts {
  exposure: Exposure | null;
  figures: LoanFigures;
  consents: BookingConsents;
}

/** A rule's row in contract section 5's table, in the words of the OpenAPI document. */
export interface RuleDocs {
  passes: string;
  /** As evaluations record it (for a personal loan, with an education loan's in brackets where they differ). */
  threshold: string;
}

/**
 * Everything about one rule, for every layer: the policy evaluates it, the
 * portal names it and shows its figures, the wizard puts its refusal on the
 * field, and the OpenAPI document states it from the same thresholds.
 */
export interface PolicyRule {
  readonly code: string;
  /** As a credit officer names it on the portal's pages. */
  readonly name: string;
  /** The field a person changes to satisfy the rule, as the API names it, where one field decides it. */
  readonly field?: string;
  /** The unit of the rule's figures where they are money or a ratio; other rules count years, months, points or items. */
  readonly unit?: "rupees" | "ratio";
  /** The loan fields the rule reads; their union is what makes a change credit-relevant (CREDIT_FIELDS). */
  readonly reads: readonly (keyof Loan)[];
  documented(config: PolicyConfig): RuleDocs;
  evaluate(loan: Loan, config: PolicyConfig, facts: PolicyFacts): RuleOutcome;
}

type RuleEntry<K extends keyof Loan> = Omit<PolicyRule, "reads" | "evaluate"> & {
  reads: readonly K[];
  evaluate: (loan: Pick<Loan, K>, config: PolicyConfig, facts: PolicyFacts) => RuleOutcome;
};

/** A rule sees only the fields it declares, so `reads` cannot fall behind what it uses. */
export const rule = <K extends keyof Loan>(entry: RuleEntry<K>): PolicyRule => entry;
