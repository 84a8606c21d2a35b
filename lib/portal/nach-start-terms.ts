import { AppError } from "@/lib/errors/app-error";
import { ifscBank } from "@/lib/codes/ifsc-bank";
import { largestInstalment, mandateTerms, type MandateTerms, type TermsRequest } from "@/lib/nach/mandate-terms";
import { maskAccountNumber } from "@/lib/privacy/mask";
import type { Loan } from "@/lib/schemas/loan";
import { MANDATE_ACCOUNT_TYPES, MANDATE_FREQUENCIES, type MandateSnapshot } from "@/lib/schemas/nach";
import type { NachCategory } from "@/lib/codes/mandate-category";

type Frequency = MandateSnapshot["frequency"];

/** What the portal's NACH start shows and lets staff change before the mandate is made. */
export interface NachStartTerms {
  /** The terms the form prints when nothing is changed: the initiation's own defaults. */
  defaults: Omit<MandateTerms, "ac_number">;
  /** The account the mandate debits, which the form does not let staff change (a mandate takes only the verified account). */
  account: { number: string; bankName: string | null; ifscCode: string };
  frequencies: Frequency[];
  accountTypes: readonly MandateSnapshot["account_type"][];
  /** The instalment a fixed mandate debits; null when the instalments differ, so only a maximum mandate can collect them. */
  fixedAmount: number | null;
  /** The largest instalment, below which the bank would refuse a debit. */
  minimumAmount: number;
}

/** The terms with these choices, or null when the initiation would refuse them for the terms' own sake. */
function accepted(loan: Loan, request: TermsRequest, today: string, category: NachCategory): MandateTerms | null {
  try {
    return mandateTerms({ loan, request, today, category });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The NACH start's terms for a loan on `today` (IST), from the initiation's
 * own function (lib/nach/mandate-terms.ts) so the preview cannot promise
 * what the API would refuse: its defaults with an empty request, and only
 * the choices it accepts. Throws the initiation's refusal when even the
 * defaults are refused, so the portal can say why nothing can start.
 */
export function nachStartTerms(loan: Loan, today: string, category: NachCategory): NachStartTerms {
  const { ac_number: acNumber, ...defaults } = mandateTerms({ loan, request: {}, today, category });
  const bank = ifscBank(loan.bank_account.ifsc_code);
  return {
    defaults,
    account: { number: maskAccountNumber(acNumber, "screen"), bankName: bank?.name ?? null, ifscCode: loan.bank_account.ifsc_code },
    frequencies: MANDATE_FREQUENCIES.filter((frequency) => accepted(loan, { frequency }, today, category) !== null),
    accountTypes: MANDATE_ACCOUNT_TYPES,
    fixedAmount: accepted(loan, { debit_type: "fixed" }, today, category)?.amount ?? null,
    minimumAmount: largestInstalment(loan),
  };
}

const namedFields = (details: Record<string, unknown>): string[] =>
  Array.isArray(details.fields)
    ? details.fields.flatMap((field: unknown) =>
        typeof field === "object" && field !== null && "path" in field && "message" in field ? [`${String(field.path)} ${String(field.message)}`] : [],
      )
    : [];

/**
 * Why the default terms are refused, for the page to show beside the
 * disabled start: the initiation's message with the fields it names (a
 * validation error's message alone says only that the request is not valid).
 */
export const termsRefusalText = (error: AppError): string => [error.message, ...namedFields(error.details)].join("; ");
