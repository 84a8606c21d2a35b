/**
 * Each policy rule's code (contract section 5) as a credit officer names it.
 * Codes of rules not listed here, such as one a later policy adds, show as
 * their code.
 */
const RULE_NAMES: Readonly<Record<string, string>> = {
  age: "Age at application",
  age_at_maturity: "Age at the last instalment",
  employment: "Employment",
  income: "Monthly income",
  credit_score: "Credit score",
  bureau_data: "Bureau data given",
  enquiries: "Credit enquiries",
  delinquency: "Delinquent tradelines",
  foir: "FOIR",
  loan_amount: "Loan amount",
  loan_tenure: "Loan tenure",
  interest_rate: "Interest rate",
  pan_kyc: "PAN KYC",
  exposure: "Customer's total exposure",
};

export const ruleName = (code: string): string => RULE_NAMES[code] ?? code;
