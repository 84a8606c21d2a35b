import type { Loan, LoanPatch } from "@/lib/schemas/loan";

/**
 * Contract section 6: top-level fields replace, `bank_account` and
 * `additional_variables` merge key by key, arrays replace whole. The result
 * is validated again as a whole loan by the caller.
 */
export function mergePatch(current: Loan, patch: LoanPatch): Record<string, unknown> {
  const { bank_account, additional_variables, ...rest } = patch;
  const definedRest = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return {
    ...current,
    ...definedRest,
    ...(bank_account ? { bank_account: { ...current.bank_account, ...bank_account } } : {}),
    ...(additional_variables ? { additional_variables: { ...current.additional_variables, ...additional_variables } } : {}),
  };
}

const TOP_LEVEL_FIELDS = (a: Loan, b: Loan) => [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof Loan)[];

/** The top-level fields whose value differs, for the audit trail. */
export function changedFields(before: Loan, after: Loan): string[] {
  return TOP_LEVEL_FIELDS(before, after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
