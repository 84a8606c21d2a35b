import type { AccountFailureReason, VerificationMethod } from "@/lib/schemas/bank-verification";

/** The account a loan pays into: its first account number, with the IFSC and the name the partner gave. */
export interface AccountToVerify {
  acNumber: string;
  ifscCode: string;
  acName: string;
}

/** What a bank (or operations, for it) says of an account. */
export type BankAnswer =
  | { kind: "name"; nameAtBank: string }
  | { kind: "account_failed"; reason: AccountFailureReason }
  | { kind: "awaiting"; reason: "awaiting_bank" | "awaiting_operations" };

/**
 * Where the name at the bank comes from. `ask` is called inside the
 * transaction of the booking or update that gives the loan its account, so
 * it must answer at once, without I/O: the demo sandbox answers for the
 * bank; the manual verifier says it waits for operations, who later record
 * the bank's answer in the portal (lib/bank-verification/record-verification.ts).
 * Either way the service, not the verifier, scores the name
 * (judge-answer.ts), so no verifier can pass a name the matcher would not.
 *
 * A penny-drop provider fits as a third implementation: `ask` answers
 * `{kind: "awaiting", reason: "awaiting_bank"}` with method `penny_drop`; a
 * background job (lib/jobs) then sends the penny drop for each pending
 * penny_drop verification, outside any transaction, and hands the
 * provider's answer (its beneficiary name, or a closed or unknown account)
 * to `recordVerification` as operations' form does, with the job as actor.
 */
export interface BankAccountVerifier {
  readonly method: VerificationMethod;
  ask(account: AccountToVerify): BankAnswer;
}
