/**
 * The words of a person's name as the loans list searches them: accents
 * and case folded, so "José" and "jose" and "JOSE" are one word.
 */

// What the Latin letters' accents decompose into (NFD); the vowel signs of
// Indian scripts are marks too, but in their own blocks, and removing them
// would change the word rather than its accent.
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
// A name's words are split at anything that is not a letter, a mark or a digit: spaces, dots of initials, hyphens, apostrophes.
const SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;
/** Longer words are cut: a search word is cut the same way, so it still matches. */
export const MAX_TOKEN_LENGTH = 48;

/** One word folded: NFC, so Indian-script words compare however they were typed. */
const fold = (word: string): string => word.normalize("NFD").replace(LATIN_ACCENTS, "").normalize("NFC").toLowerCase().slice(0, MAX_TOKEN_LENGTH);

/** The distinct folded words of a name, in the order they first appear. */
export function nameTokens(name: string): string[] {
  return [...new Set(name.normalize("NFKC").split(SEPARATOR).filter(Boolean).map(fold))].filter(Boolean);
}

/** The `LoanNameToken` rows of a loan. */
export const nameTokenRows = (loan: { id: string; partnerId: string; fullName: string }) =>
  nameTokens(loan.fullName).map((token) => ({ loanId: loan.id, partnerId: loan.partnerId, token }));
