import type { Queries } from "@/lib/db/transactions";
import { isHashOf } from "@/lib/crypto/account-hash";
import { latestVerification } from "./verification-record";

/** Why an account may not be paid into or debited: the loan's verification as it stands, or none. */
export interface UnverifiedAccount {
  status: "verified" | "pending" | "failed" | null;
  reason: string | null;
}

/**
 * Null when the loan's latest verification is `verified` and is of this very
 * (account number, IFSC), by its hash; otherwise what the verification says
 * (status null: none, or one of another account). Read inside the caller's
 * transaction, under the loan's lock, so no answer can land in between.
 */
export async function unverifiedAccount(queries: Queries, loanId: string, account: { acNumber: string; ifscCode: string }): Promise<UnverifiedAccount | null> {
  const latest = await latestVerification(queries, loanId);
  if (!latest || !isHashOf(latest.accountHash, account.acNumber, account.ifscCode)) return { status: null, reason: null };
  return latest.status === "verified" ? null : { status: latest.status as UnverifiedAccount["status"], reason: latest.reason };
}

/** The verification in a refusal's words: "failed: name_mismatch", "pending: awaiting_operations", "never verified". */
export const unverifiedWords = ({ status, reason }: UnverifiedAccount): string => (status ? `${status}${reason ? `: ${reason}` : ""}` : "never verified");
