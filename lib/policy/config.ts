import type { ConsentPurpose } from "../schemas/consents";
import { LOAN_TYPE } from "../schemas/enums";

type LoanTypeCode = (typeof LOAN_TYPE)[keyof typeof LOAN_TYPE];
type Range = { readonly min: number; readonly max: number };

/** What differs by loan type (contract section 5). */
interface LoanTypeLimits {
  readonly age: Range;
  readonly amount: Range;
  readonly tenure: Range;
  /** The APR's ceiling, percent a year (contract v3 section 5). */
  readonly apr: { readonly max: number };
}

/** The shape every policy version must have, so a new version is checked by the compiler. */
export interface PolicyConfig {
  readonly version: string;
  readonly rules: {
    readonly byLoanType: Readonly<Record<LoanTypeCode, LoanTypeLimits>>;
    readonly ageAtMaturity: { readonly max: number };
    readonly income: { readonly min: number };
    readonly creditScore: { readonly min: number; readonly newToCredit: Range };
    readonly foir: { readonly max: number };
    readonly enquiries: { readonly max: number };
    readonly delinquency: { readonly max: number };
    readonly interestRate: { readonly max: number };
    /** Processing fee, GST, pre-EMI, subvention and insurance together, at most this % of the loan amount. */
    readonly upfrontCharges: { readonly maxPct: number };
    readonly panKyc: { readonly min: number };
    /** Lender-wide, per PAN, this loan included: live Approved loans and their total amount. */
    readonly exposure: { readonly maxLoans: number; readonly maxAmount: number };
    /** Consents the booking must carry, each given at most `maxAgeDays` IST calendar days before the booking's IST date (contract v3 section 5). */
    readonly consent: { readonly purposes: readonly ConsentPurpose[]; readonly maxAgeDays: number };
  };
}

/**
 * The one place thresholds live. `version` is a release tag naming both
 * these numbers and the rules' code (lib/policy/policy-rules.ts,
 * evaluate-policy.ts, and the figures lib/terms works out for them): any
 * change to a threshold or to how a rule reads, works out or judges its
 * figures is a new version (contract v3 section 5). Every evaluation is
 * stored with its version and its inputs (lib/loan-records/policy-evaluations.ts),
 * and re-running it under that version must give the same result.
 */
export const POLICY = {
  version: "2026-11.4",
  rules: {
    byLoanType: {
      [LOAN_TYPE.personal_loan]: {
        age: { min: 21, max: 60 },
        amount: { min: 5_000, max: 500_000 },
        tenure: { min: 3, max: 60 },
        apr: { max: 45 },
      },
      [LOAN_TYPE.education_loan]: {
        age: { min: 18, max: 60 },
        amount: { min: 5_000, max: 2_000_000 },
        tenure: { min: 3, max: 120 },
        apr: { max: 36 },
      },
    },
    ageAtMaturity: { max: 65 },
    income: { min: 15_000 },
    // Bureaus report -1..10 for customers with no credit history; the policy
    // treats that as "no score" rather than as a very low score.
    creditScore: { min: 650, newToCredit: { min: -1, max: 10 } },
    foir: { max: 0.6 },
    enquiries: { max: 6 },
    // Applied to each tradeline count; the rule reports their sum.
    delinquency: { max: 0 },
    interestRate: { max: 36 },
    upfrontCharges: { maxPct: 8 },
    panKyc: { min: 1 },
    exposure: { maxLoans: 3, maxAmount: 1_000_000 },
    consent: { purposes: ["bureau_pull", "data_processing"], maxAgeDays: 90 },
  },
} as const satisfies PolicyConfig;
