/**
 * NPCI's mandate categories a lender may lodge its loan mandates under
 * (NACH_CATEGORY), with what each allows (../shared/india-lending.md section
 * 1.3; LotusPay's "Mandate categories"). L001 (loan instalment payment) takes
 * no as-presented (ADHO) debits: NPCI rejects ADHO there. S001 (small value
 * mandate) is the one category the sources say takes ADHO, up to ₹25,000 a
 * debit. Categories whose ADHO rule no source states (L002, U099, ...) are
 * left out rather than guessed at: a wrong guess prints a mandate the bank
 * rejects (M060, M025).
 */
export const NACH_CATEGORIES = {
  L001: { description: "Loan instalment payment", asPresented: false, maxAmount: null },
  S001: { description: "Small value mandate", asPresented: true, maxAmount: 25_000 },
} as const;

export type NachCategory = keyof typeof NACH_CATEGORIES;

export const NACH_CATEGORY_CODES = Object.keys(NACH_CATEGORIES) as [NachCategory, ...NachCategory[]];

export const DEFAULT_NACH_CATEGORY: NachCategory = "L001";
