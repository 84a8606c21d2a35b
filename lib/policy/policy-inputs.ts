/**
 * Fields the API lets a partner leave out but whose absence fails a policy
 * rule (contract section 5: a missing input fails its rule, nothing defaults
 * to passing). Forms do not call them optional: leaving one out books a
 * Rejected loan. Paths as the form names them; the test beside this module
 * checks the list against the policy itself.
 */
export const NEEDED_FOR_APPROVAL: ReadonlySet<string> = new Set([
  "employment_type",
  "credit_score",
  "additional_variables",
  "additional_variables.no_of_enquiries",
  "additional_variables.no_of_tradeline_30_plus_3_month",
  "additional_variables.no_of_tradeline_60_plus_6_month",
  "additional_variables.no_of_tradeline_90_plus_ever",
]);
