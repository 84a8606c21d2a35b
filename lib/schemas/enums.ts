import { z } from "zod";

// Contract section 3: the lender declares these as int32 but names word
// values. Input takes either; storage and output use the code.
export const GENDER = { male: 1, female: 2, other: 3 } as const;
export const EMPLOYMENT_TYPE = {
  unemployed: 0,
  salaried: 1,
  self_employed: 2,
  self_employed_professional: 3,
  agriculture: 4,
} as const;
export const PAYMENT_FREQUENCY = { monthly: 1, weekly: 2, fortnightly: 3, other: 4 } as const;
export const LOAN_TYPE = { personal_loan: 1, education_loan: 2 } as const;
export const AGREEMENT_SIGNATURE_TYPE = { physical: 1, "e-signature": 2, "click-wrap": 3 } as const;
export const NACH_TYPE = { physical: 1, "api-mandate": 2 } as const;
export const KYC_TYPE = { aadhaar: 1, pan: 2 } as const;
export const VERIFIED_USING = { image: 1, "registry-api": 2, "offline-eKYC": 3 } as const;
export const DISBURSAL_TYPE = { principal: 0, withhold: 1 } as const;
export const CO_RELATION = {
  spouse: 1,
  father: 2,
  mother: 3,
  sibling: 4,
  son: 5,
  daughter: 6,
  other: 7,
} as const;

export type CodeTable = Readonly<Record<string, number>>;
export type CodeOf<T extends CodeTable> = T[keyof T];

/** The word for a code, for people reading it (portal, policy messages). */
export function wordFor<T extends CodeTable>(table: T, code: number): string | undefined {
  return Object.keys(table).find((word) => table[word] === code);
}

export function describeCodes(table: CodeTable): string {
  return Object.entries(table)
    .map(([word, code]) => `${code} (${word})`)
    .join(", ");
}

/** A code of the table, as stored and returned. */
export const codeOf = <T extends CodeTable>(table: T) => z.enum(table).meta({ description: `One of ${describeCodes(table)}.` });

/**
 * A field that accepts a code (number or string of digits) or its word in
 * any case, and yields the code.
 */
export function codeField<T extends CodeTable>(table: T) {
  const codes = new Set<number>(Object.values(table));
  const byWord = new Map(Object.entries(table).map(([word, code]) => [word.toLowerCase(), code]));
  const message = `must be one of ${describeCodes(table)}`;
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value, ctx): number => {
      const text = typeof value === "string" ? value.trim().toLowerCase() : "";
      const code =
        typeof value === "number" ? value : (byWord.get(text) ?? (/^\d+$/.test(text) ? Number(text) : NaN));
      if (!codes.has(code)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return code;
    })
    // Gives the output its type, for TypeScript and for the OpenAPI document's read schemas (a transform alone is untyped there).
    .pipe(codeOf(table))
    .meta({ description: `Code or word: ${describeCodes(table)}. Returned as the code.` });
}
