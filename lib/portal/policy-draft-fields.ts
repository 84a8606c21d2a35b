import type { Path } from "react-hook-form";
import { LOAN_TYPE } from "@/lib/schemas/enums";
import type { PolicyReplayRequest } from "@/lib/policy/policy-config";

/** One threshold of the draft form: where it sits in the draft, its label, and the step its input takes. */
export interface DraftField {
  path: Path<PolicyReplayRequest>;
  label: string;
  /** Whole numbers unless a finer step is given. */
  step?: number;
}

export interface DraftFieldGroup {
  title: string;
  fields: DraftField[];
}

const loanTypeGroup = (title: string, type: (typeof LOAN_TYPE)[keyof typeof LOAN_TYPE]): DraftFieldGroup => ({
  title,
  fields: [
    { path: `rules.byLoanType.${type}.age.min`, label: "Minimum age (years)" },
    { path: `rules.byLoanType.${type}.age.max`, label: "Maximum age (years)" },
    { path: `rules.byLoanType.${type}.amount.min`, label: "Minimum amount (₹)" },
    { path: `rules.byLoanType.${type}.amount.max`, label: "Maximum amount (₹)" },
    { path: `rules.byLoanType.${type}.tenure.min`, label: "Minimum tenure (months)" },
    { path: `rules.byLoanType.${type}.tenure.max`, label: "Maximum tenure (months)" },
    { path: `rules.byLoanType.${type}.apr.max`, label: "Maximum APR (%)", step: 0.01 },
  ],
});

/** Every threshold of a policy version, grouped as a credit officer reads them. */
export const DRAFT_FIELD_GROUPS: readonly DraftFieldGroup[] = [
  loanTypeGroup("Personal loans", LOAN_TYPE.personal_loan),
  loanTypeGroup("Education loans", LOAN_TYPE.education_loan),
  {
    title: "Borrower",
    fields: [
      { path: "rules.ageAtMaturity.max", label: "Maximum age at the last instalment (years)" },
      { path: "rules.income.min", label: "Minimum monthly income (₹)" },
      { path: "rules.creditScore.min", label: "Minimum credit score" },
      { path: "rules.creditScore.newToCredit.min", label: "New-to-credit scores from" },
      { path: "rules.creditScore.newToCredit.max", label: "New-to-credit scores to" },
      { path: "rules.foir.max", label: "Maximum FOIR (ratio)", step: 0.01 },
      { path: "rules.enquiries.max", label: "Maximum credit enquiries" },
      { path: "rules.delinquency.max", label: "Maximum delinquent tradelines (each count)" },
      { path: "rules.panKyc.min", label: "Minimum PAN KYC items" },
      { path: "rules.consent.maxAgeDays", label: "Oldest consent at booking (days)" },
    ],
  },
  {
    title: "Terms",
    fields: [
      { path: "rules.interestRate.max", label: "Maximum interest rate (% a year)", step: 0.01 },
      { path: "rules.upfrontCharges.maxPct", label: "Maximum upfront charges (% of the amount)", step: 0.01 },
    ],
  },
  {
    title: "Exposure, across every partner",
    fields: [
      { path: "rules.exposure.maxLoans", label: "Maximum live loans per PAN" },
      { path: "rules.exposure.maxAmount", label: "Maximum total per PAN (₹)" },
    ],
  },
];

export const DRAFT_FIELDS: readonly DraftField[] = DRAFT_FIELD_GROUPS.flatMap((group) => group.fields);

/** A threshold's value in a version's rules, by the field's path ("rules.income.min" reads `rules.income.min`). */
export function thresholdAt(rules: PolicyReplayRequest["rules"], path: string): number | undefined {
  const found = path
    .split(".")
    .slice(1)
    .reduce<unknown>((node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined), rules);
  return typeof found === "number" ? found : undefined;
}
