import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { recordEvents } from "@/lib/loan-records/audit";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";
import { loanBodyOf, statusOf, type LoanRecord } from "@/lib/loan-records/loan-record";
import type { BankAccountVerificationRow } from "@/lib/db/tables";
import type { Loan } from "@/lib/schemas/loan";
import { verificationResultSchema, type BankAccountVerification, type VerificationMethod, type VerificationResult } from "@/lib/schemas/bank-verification";
import { parseInput } from "@/lib/schemas/parse";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { enqueueEvent } from "@/lib/webhooks/outbox";
import type { BankAnswer } from "./bank-account-verifier";
import { isHashOf } from "@/lib/crypto/account-hash";
import { answeredVerification } from "./verify-account";
import { accountOf, latestVerification, presentVerification } from "./verification-record";

const answerOf = (result: VerificationResult): BankAnswer =>
  result.outcome === "name_at_bank" ? { kind: "name", nameAtBank: result.name_at_bank } : { kind: "account_failed", reason: result.reason };

/**
 * Why the loan's account takes no answer now, or null when it does: an
 * Approved loan not yet disbursed whose account's verification is pending,
 * or that has none of its current account. The portal shows the form only then.
 */
export function answerRefusal(
  record: Pick<LoanRecord, "status" | "disbursedAt">,
  loan: Pick<Loan, "bank_account">,
  latest: Pick<BankAccountVerificationRow, "status" | "accountHash"> | null,
): AppError | null {
  if (statusOf(record) !== "Approved") return new AppError("loan_not_approved", "Only an Approved loan's account is verified; this loan is Rejected", { status: record.status });
  if (record.disbursedAt) return new AppError("loan_disbursed", "The loan has been disbursed; its account's verification can no longer change");
  const { acNumber, ifscCode } = accountOf(loan);
  if (latest && latest.status !== "pending" && isHashOf(latest.accountHash, acNumber, ifscCode)) {
    return new AppError(
      "invalid_transition",
      `The account's verification is already ${latest.status}; only a pending one takes the bank's answer. A new account number, IFSC or account name from the partner starts a new verification.`,
      { status: latest.status },
    );
  }
  return null;
}

/**
 * Records the bank's answer on a loan's account (contract v3 section 12):
 * operations in the portal, in production, or a penny-drop provider's job
 * (lib/bank-verification/verifier.ts). The service scores the name given;
 * below 80 it fails, and nothing here overrides a result: only an account
 * whose verification is pending, or that has none (booked before
 * verifications were kept, migration 0022), takes an answer. The answer is
 * a new row, so the history of answers stays; the loan's version moves, as
 * its read changes. The answer names the verification it answers, so that
 * one given for an account the partner has since replaced is refused (412).
 * The partner hears the result by a `bank_account.verification_updated` event.
 */
export async function recordVerification({
  leadId,
  answering,
  input,
  actor,
  method = "manual",
  now = new Date(),
}: {
  leadId: string;
  /** The id of the verification the answer is for, as the caller saw it (null: none); another since then refuses the answer. */
  answering: string | null;
  input: unknown;
  actor: string;
  method?: VerificationMethod;
  now?: Date;
}): Promise<BankAccountVerification> {
  const result = parseInput(verificationResultSchema, input);
  const recorded = await changeLockedLoan(null, leadId, async (queries, record) => {
    // The lender's operations act on every partner's loans (lib/staff/roles.ts).
    const loan = loanBodyOf(record);
    const latest = (await latestVerification(queries, record.id)) ?? null;
    const refusal = answerRefusal(record, loan, latest);
    if (refusal) throw refusal;
    // The bank was asked about the account as it was: a new account since then needs its own answer.
    if ((latest?.id ?? null) !== answering) {
      throw new AppError("precondition_failed", "The loan's account has changed since this verification was shown; check the account now shown with the bank", {});
    }
    const row = answeredVerification({ loanId: record.id, loan, answer: answerOf(result), method, actor, now });
    await queries.insertInto("BankAccountVerification").values(row).execute();
    await queries
      .updateTable("Loan")
      .set((eb) => ({ version: eb("version", "+", 1), updatedAt: now }))
      .where("id", "=", record.id)
      .execute();
    const shown = presentVerification(row);
    await recordEvents(queries, [
      {
        loanId: record.id,
        partnerId: record.partnerId,
        actor,
        type: "bank_account_verification_recorded",
        data: { status: shown.status, reason: shown.reason, name_match_score: shown.name_match_score, method: shown.method, ac_number: shown.ac_number },
      },
    ]);
    const payload = { ...shown, lead_id: record.id, partner_loan_id: record.partnerLoanId };
    await enqueueEvent(queries, { partnerId: record.partnerId, type: "bank_account.verification_updated", payload }, now);
    return shown;
  });
  wakeDeliveryWorker();
  return recorded;
}
