import { unverifiedAccount, unverifiedWords } from "@/lib/bank-verification/verified-account";
import { accountOf } from "@/lib/bank-verification/verification-record";
import type { Queries } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import type { Loan } from "@/lib/schemas/loan";
import type { LoanRecord } from "@/lib/loan-records/loan-record";

/**
 * Contract v3 sections 6 and 12: the disbursal pays only into the account
 * its latest verification verified, that very first account number and
 * IFSC (by the verification's hash): else 409 bank_account_not_verified.
 */
export async function accountVerified(queries: Queries, { record, loan }: { record: LoanRecord; loan: Loan }): Promise<void> {
  const unverified = await unverifiedAccount(queries, record.id, accountOf(loan));
  if (!unverified) return;
  throw new AppError("bank_account_not_verified", `The account the loan pays into is not verified (${unverifiedWords(unverified)}); nothing was paid`, { ...unverified });
}
