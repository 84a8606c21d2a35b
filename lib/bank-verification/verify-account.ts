import { env } from "@/lib/config/env";
import type { BankAccountVerificationRow } from "@/lib/db/tables";
import type { VerificationMethod } from "@/lib/schemas/bank-verification";
import type { Loan } from "@/lib/schemas/loan";
import { borrowerNames, DEFAULT_ENTITY_WORDS, judgeAnswer } from "./judge-answer";
import type { BankAnswer } from "./bank-account-verifier";
import { bankAccountVerifier } from "./verifier";
import { accountOf, verificationRow } from "./verification-record";

/** The configured entity words (BANK_NAME_ENTITY_WORDS), else the contract's. */
export const entityWords = (): readonly string[] => env().BANK_NAME_ENTITY_WORDS ?? DEFAULT_ENTITY_WORDS;

/**
 * Verifies the account `loan` pays into with the configured verifier and
 * judges the answer: the row to store in the transaction that gave the loan
 * this account (a booking or an update).
 */
export function verifyAccount({ loanId, loan, actor, now }: { loanId: string; loan: Loan; actor: string; now: Date }): BankAccountVerificationRow {
  const verifier = bankAccountVerifier();
  const account = accountOf(loan);
  return verificationRow({ loanId, account, verdict: judgeAnswer(verifier.ask(account), borrowerNames(loan), entityWords()), method: verifier.method, actor, now });
}

/** The row of an answer recorded later for `loan`'s account (operations in the portal, or a provider's job). */
export function answeredVerification({
  loanId,
  loan,
  answer,
  method,
  actor,
  now,
}: {
  loanId: string;
  loan: Loan;
  answer: BankAnswer;
  method: VerificationMethod;
  actor: string;
  now: Date;
}): BankAccountVerificationRow {
  const verdict = judgeAnswer(answer, borrowerNames(loan), entityWords());
  return verificationRow({ loanId, account: accountOf(loan), verdict, method, actor, now });
}

/**
 * Whether an update gives the loan an account to verify again: a new first
 * account number or IFSC (contract v3 section 12), or a new `ac_name`
 * (issue 27: the name the partner says the bank holds is what the sandbox
 * answers with). Other account numbers, `nach_type` and `nach_umrn` (the
 * service's own write on a mandate's registration) change nothing verified.
 */
export function needsNewVerification(before: Pick<Loan, "bank_account">, after: Pick<Loan, "bank_account">): boolean {
  const [was, is] = [accountOf(before), accountOf(after)];
  return was.acNumber !== is.acNumber || was.ifscCode !== is.ifscCode || was.acName !== is.acName;
}
