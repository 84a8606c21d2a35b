import { LOAN_TYPE } from "../schemas/enums";

type LoanTypeCode = (typeof LOAN_TYPE)[keyof typeof LOAN_TYPE];
type Range = { readonly min: number; readonly max: number };

/** The shape every policy version must have, so a new version is checked by the compiler. */
export interface PolicyConfig {
  readonly version: string;
  readonly rules: {
    readonly age: Range;
    readonly creditScore: { readonly min: number; readonly newToCredit: Range };
    readonly foir: { readonly max: number };
    readonly enquiries: { readonly max: number };
    readonly delinquency: { readonly max: number };
    readonly loanLimits: Readonly<Record<LoanTypeCode, { readonly amount: Range; readonly tenure: Range }>>;
    readonly interestRate: { readonly max: number };
    readonly panKyc: { readonly min: number };
  };
}

/**
 * The one place thresholds live. Every evaluation records `version`, so bump
 * it whenever a number here changes: stored decisions must stay explainable
 * by the rules that made them.
 */
export const POLICY = {
  version: "2026-11.1",
  rules: {
    age: { min: 21, max: 60 },
    // Bureaus report -1..10 for customers with no credit history; the policy
    // treats that as "no score" rather than as a very low score.
    creditScore: { min: 650, newToCredit: { min: -1, max: 10 } },
    foir: { max: 0.6 },
    enquiries: { max: 6 },
    // Applied to each tradeline count; the rule reports their sum.
    delinquency: { max: 0 },
    loanLimits: {
      [LOAN_TYPE.personal_loan]: { amount: { min: 5_000, max: 500_000 }, tenure: { min: 3, max: 60 } },
      [LOAN_TYPE.education_loan]: { amount: { min: 5_000, max: 2_000_000 }, tenure: { min: 3, max: 120 } },
    },
    interestRate: { max: 36 },
    panKyc: { min: 1 },
  },
} as const satisfies PolicyConfig;
