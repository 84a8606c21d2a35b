/**
 * What each policy rule checks, in the words of contract section 5, for the
 * OpenAPI document. Kept apart from lib/policy (which evaluates the rules)
 * and keyed by rule code; a unit test holds every code of POLICY_RULES to
 * having an entry here.
 */
export const POLICY_RULE_DOCS: Record<string, { passes: string; threshold: string }> = {
  age: { passes: "Age at loan_application_date is 21-60 (18-60 for an education loan).", threshold: "21-60" },
  age_at_maturity: {
    passes: "Age at the last instalment (loan_application_date + loan_tenure months) is at most 65.",
    threshold: "<= 65",
  },
  employment: { passes: "employment_type is given and is not 0 (unemployed).", threshold: "given, not unemployed" },
  income: { passes: "monthly_income is at least 15,000.", threshold: ">= 15,000" },
  credit_score: { passes: "credit_score is at least 650; a missing or new-to-credit score (-1 to 10) fails.", threshold: ">= 650" },
  bureau_data: {
    passes: "additional_variables gives no_of_enquiries and the three tradeline counts (missing bureau data fails, it never reads as 0).",
    threshold: "all 4 counts given",
  },
  enquiries: { passes: "additional_variables.no_of_enquiries is at most 6.", threshold: "<= 6" },
  delinquency: { passes: "The three tradeline counts (30+ in 3 months, 60+ in 6 months, 90+ ever) are all 0.", threshold: "<= 0 each" },
  foir: {
    passes:
      "(existing obligations + the new loan's EMI) / monthly_income is at most 0.60, where existing obligations are the larger of monthly_emi (0 when absent) and additional_variables.foir x monthly_income: the partner's FOIR can make the check stricter, never looser.",
    threshold: "<= 0.60",
  },
  loan_amount: { passes: "loan_amount is 5,000-500,000 for a personal loan, up to 2,000,000 for an education loan.", threshold: "5,000-500,000 (education 5,000-2,000,000)" },
  loan_tenure: { passes: "loan_tenure is 3-60 months for a personal loan, up to 120 for an education loan.", threshold: "3-60 (education 3-120)" },
  interest_rate: { passes: "interest_rate is at most 36 (% per annum).", threshold: "<= 36" },
  pan_kyc: { passes: "At least one kyc item is a PAN (kyc_type 2).", threshold: ">= 1" },
  exposure: {
    passes:
      "Across every partner, the customer (same PAN) has at most 3 Approved loans whose last instalment is still ahead, this one included, for at most 1,000,000 in total. Partners see only whether it passed: its observed and threshold are null and its message is \"within the lender's limit\" or \"above the lender's limit\" (the lender's staff see the figures).",
    threshold: "<= 3 loans, <= 1,000,000",
  },
};

/** The rules as a Markdown table, for the `policy` object's description. */
export function policyRulesTable(): string {
  const rows = Object.entries(POLICY_RULE_DOCS).map(([code, { passes, threshold }]) => `| \`${code}\` | ${threshold} | ${passes} |`);
  return ["| code | threshold | passes when |", "|---|---|---|", ...rows].join("\n");
}
