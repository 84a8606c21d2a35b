import { KYC_TYPE } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import type { VerificationReason, VerificationStatus } from "@/lib/schemas/bank-verification";
import type { BankAnswer } from "./bank-account-verifier";
import { entityWordsIn, matchNames } from "./name-match";

/** Contract v3 section 12: the name at the bank scores at least this against each of the borrower's names. */
export const MIN_NAME_MATCH_SCORE = 80;

/** The contract's entity words: BANK_NAME_ENTITY_WORDS replaces them. */
export const DEFAULT_ENTITY_WORDS: readonly string[] = ["PVT", "LTD", "LIMITED", "LLP", "HUF", "TRADERS", "ENTERPRISES", "M/S", "& CO"];

/** A verification's result, before it is stored. */
export interface Verdict {
  status: VerificationStatus;
  nameAtBank: string | null;
  score: number | null;
  reason: VerificationReason | null;
}

/**
 * The names the name at the bank must match: `full_name` and, when the loan
 * has a PAN item with a `kyc_name` (the name the PAN registry gave), that too.
 */
export function borrowerNames(loan: Pick<Loan, "full_name" | "kyc">): string[] {
  const kycName = loan.kyc.find((item) => item.kyc_type === KYC_TYPE.pan)?.kyc_name;
  return kycName ? [loan.full_name, kycName] : [loan.full_name];
}

/**
 * Judges a bank's answer against the borrower's names (contract v3 section
 * 12), in this order: an account the bank cannot pay fails; so does a name
 * holding an entity word, or one scoring below 80 against either name (the
 * lower score is kept); a match that needs an initial for a name is
 * pending; anything else is verified. No answer yet is pending.
 */
export function judgeAnswer(answer: BankAnswer, names: readonly string[], entityWords: readonly string[]): Verdict {
  if (answer.kind === "awaiting") return { status: "pending", nameAtBank: null, score: null, reason: answer.reason };
  if (answer.kind === "account_failed") return { status: "failed", nameAtBank: null, score: null, reason: answer.reason };
  const matches = names.map((name) => matchNames(answer.nameAtBank, name));
  const score = Math.min(...matches.map((match) => match.score));
  const judged = (status: VerificationStatus, reason: VerificationReason | null): Verdict => ({ status, nameAtBank: answer.nameAtBank, score, reason });
  if (entityWordsIn(answer.nameAtBank, entityWords).length > 0) return judged("failed", "entity_name");
  if (score < MIN_NAME_MATCH_SCORE) return judged("failed", "name_mismatch");
  if (matches.some((match) => match.needsInitial)) return judged("pending", "initial_for_name");
  return judged("verified", null);
}
