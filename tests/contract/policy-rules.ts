/**
 * The rule codes of contract section 5's table, in its order, written out
 * from the contract rather than taken from lib/policy, so that tests hold
 * the policy and its documentation to the contract.
 */
export const CONTRACT_POLICY_RULES = [
  "age",
  "age_at_maturity",
  "employment",
  "income",
  "credit_score",
  "bureau_data",
  "enquiries",
  "delinquency",
  "foir",
  "loan_amount",
  "loan_tenure",
  "interest_rate",
  "pan_kyc",
  "exposure",
  "apr",
  "upfront_charges",
  "consent",
] as const;
