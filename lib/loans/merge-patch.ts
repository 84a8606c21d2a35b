import type { Loan, LoanPatch } from "@/lib/schemas/loan";

type Fields = Record<string, unknown>;

/**
 * Applies `changes` to `base`. A key the patch holds without a value was
 * sent as `""` or `null`, which contract section 1 makes "remove it".
 */
function applied(base: Fields, changes: Fields): Fields {
  const result: Fields = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result;
}

/**
 * Contract section 6: top-level fields replace, `bank_account` and
 * `additional_variables` merge key by key, arrays replace whole. The result
 * is validated again as a whole loan by the caller.
 */
export function mergePatch(current: Loan, patch: LoanPatch): Fields {
  const { bank_account, additional_variables, ...rest } = patch;
  const merged = applied(current, rest);
  if (bank_account) merged.bank_account = applied(current.bank_account, bank_account);
  if (additional_variables) merged.additional_variables = applied(current.additional_variables ?? {}, additional_variables);
  else if ("additional_variables" in patch) delete merged.additional_variables;
  return merged;
}

const TOP_LEVEL_FIELDS = (a: Loan, b: Loan) => [...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof Loan)[];

/** The top-level fields whose value differs (a removed one too), for the audit trail. */
export function changedFields(before: Loan, after: Loan): string[] {
  return TOP_LEVEL_FIELDS(before, after).filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
