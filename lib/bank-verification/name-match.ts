/**
 * The one name matcher of bank-account verification (contract v3 section
 * 12): how well the name a bank holds for an account matches a name the
 * loan gives (`full_name`, the PAN item's `kyc_name`). Deterministic and
 * pure, so a score can be worked out again by hand from this comment:
 *
 * 1. Both names are normalised: Unicode NFKC, then upper case. So case and
 *    compatibility forms (full-width letters) do not count.
 * 2. Each is split into words: maximal runs of letters and their combining
 *    marks (`\p{L}\p{M}`). Everything else separates words and is dropped:
 *    spaces however many, dots, commas, hyphens, apostrophes, digits. So
 *    "MRS. MEERA  IYER" and "Mrs Meera Iyer" give the same words.
 * 3. Honorifics (HONORIFICS below: MR, MRS, MS, SHRI, SMT, DR, ...) are
 *    dropped, unless nothing else is left.
 * 4. Words are paired across the two names, each word at most once, in
 *    sorted order, so word order does not count:
 *    a. equal words pair;
 *    b. then a one-letter word left on either side (an initial) pairs with
 *       a word of two or more letters left on the other side that begins
 *       with it (the alphabetically first such word). Such a pairing is
 *       reported: the name matched only by taking an initial for a name.
 * 5. Each word weighs its number of letters; an initial paired with a word
 *    weighs as much as that word, so an initial costs nothing in the score
 *    (it is reported instead, and verification makes it `pending`). The
 *    score is round(100 x paired weight / total weight), both names'
 *    words together: 100 when every word pairs, 0 when none does or
 *    either name has no words.
 *
 * Words are compared letter for letter: the matcher does not transliterate,
 * so a name in Devanagari and the same name in Latin letters share no word
 * and score 0 (never verified by accident; operations can record the name
 * as the bank spells it in Latin letters). Entity words (PVT, LTD, HUF, ...)
 * are not the matcher's business: `entityWordsIn` finds them, and
 * verification refuses such a name whatever its score.
 */

/** Titles that say nothing about who holds the account. */
export const HONORIFICS: ReadonlySet<string> = new Set(["MR", "MRS", "MS", "MISS", "SHRI", "SRI", "SHRIMATI", "SMT", "KUMARI", "KUM", "DR"]);

export interface NameMatch {
  /** 0-100. */
  score: number;
  /** Whether some word paired only as an initial standing for a name (step 4b). */
  needsInitial: boolean;
}

const normalised = (name: string): string => name.normalize("NFKC").toUpperCase();

/** The name's words (steps 1-3), sorted. */
export function nameWords(name: string): string[] {
  const words = normalised(name).match(/[\p{L}\p{M}]+/gu) ?? [];
  const named = words.filter((word) => !HONORIFICS.has(word));
  return (named.length > 0 ? named : words).sort();
}

interface Side {
  words: string[];
  /** The weight each word counts with once paired; null while unpaired. */
  paired: (number | null)[];
}

const sideOf = (name: string): Side => {
  const words = nameWords(name);
  return { words, paired: words.map(() => null) };
};

function pairEqualWords(a: Side, b: Side): void {
  a.words.forEach((word, i) => {
    const j = b.words.findIndex((other, k) => other === word && b.paired[k] === null);
    if (j >= 0) {
      a.paired[i] = word.length;
      b.paired[j] = word.length;
    }
  });
}

/** Step 4b for the initials of `initials`; true when one paired. */
function pairInitials(initials: Side, words: Side): boolean {
  let paired = false;
  initials.words.forEach((initial, i) => {
    if (initial.length !== 1 || initials.paired[i] !== null) return;
    const j = words.words.findIndex((word, k) => word.length > 1 && words.paired[k] === null && word.startsWith(initial));
    const word = words.words[j];
    if (word === undefined) return;
    initials.paired[i] = word.length;
    words.paired[j] = word.length;
    paired = true;
  });
  return paired;
}

const weight = (side: Side) => side.words.reduce((sum, word, i) => sum + (side.paired[i] ?? word.length), 0);
const pairedWeight = (side: Side) => side.paired.reduce<number>((sum, paired) => sum + (paired ?? 0), 0);

/** How `nameAtBank` matches `name`, by the steps above. */
export function matchNames(nameAtBank: string, name: string): NameMatch {
  const bank = sideOf(nameAtBank);
  const given = sideOf(name);
  pairEqualWords(bank, given);
  const bankInitials = pairInitials(bank, given);
  const givenInitials = pairInitials(given, bank);
  const total = weight(bank) + weight(given);
  const score = total === 0 ? 0 : Math.round((100 * (pairedWeight(bank) + pairedWeight(given))) / total);
  return { score, needsInitial: bankInitials || givenInitials };
}

/** The score alone, 0-100. */
export const nameMatchScore = (nameAtBank: string, name: string): number => matchNames(nameAtBank, name).score;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The configured entity words `name` holds, each as a whole word: no letter
 * or digit right before or after it, spaces inside a phrase optional ("M/S"
 * is found in "M/S. UNRELATED", "& CO" in "SHAH &CO."; "LTD" not in "SALTDEAN").
 */
export function entityWordsIn(name: string, entityWords: readonly string[]): string[] {
  const text = normalised(name);
  return entityWords.filter((word) => {
    const phrase = normalised(word)
      .trim()
      .split(/\s+/)
      .map(escaped)
      .join("\\s*");
    return phrase !== "" && new RegExp(`(^|[^\\p{L}\\p{N}])${phrase}($|[^\\p{L}\\p{N}])`, "u").test(text);
  });
}
