import type { Queries } from "@/lib/db/transactions";
import { sealText, VERIFIED_ACCOUNT } from "@/lib/crypto/sealed-columns";
import type { BankAccountVerificationRow } from "@/lib/db/tables";
import { dateFromStored } from "@/lib/db/stored-values";
import { newId } from "@/lib/ids/ids";
import { maskAccountNumber } from "@/lib/privacy/mask";
import type { BankAccountVerification, VerificationMethod } from "@/lib/schemas/bank-verification";
import type { Loan } from "@/lib/schemas/loan";
import { accountHash } from "@/lib/crypto/account-hash";
import type { Verdict } from "./judge-answer";
import type { AccountToVerify } from "./bank-account-verifier";

/** The account a loan pays into: the first account number (the one disbursal pays and a mandate takes by default) with the IFSC. */
export function accountOf(loan: Pick<Loan, "bank_account">): AccountToVerify {
  const { ac_number, ifsc_code, ac_name } = loan.bank_account;
  return { acNumber: ac_number[0] ?? "", ifscCode: ifsc_code, acName: ac_name };
}

/** What the read shows of a stored verification; `verifiedAt` as a Date, or as its stored text when read as JSON. */
export type StoredVerification = Pick<BankAccountVerificationRow, "status" | "acNumberMasked" | "accountHash" | "nameAtBank" | "nameMatchScore" | "reason" | "method"> & {
  verifiedAt: Date | string | null;
};

/** The row of one answer about `account`, bound to it by its hash; the whole number and IFSC kept encrypted beside. */
export function verificationRow({
  loanId,
  account,
  verdict,
  method,
  actor,
  now,
}: {
  loanId: string;
  account: AccountToVerify;
  verdict: Verdict;
  method: VerificationMethod;
  actor: string;
  now: Date;
}): BankAccountVerificationRow {
  const id = newId();
  return {
    id,
    loanId,
    status: verdict.status,
    acNumberMasked: maskAccountNumber(account.acNumber, "record"),
    account: sealText(VERIFIED_ACCOUNT, id, JSON.stringify({ ac_number: account.acNumber, ifsc_code: account.ifscCode })),
    accountHash: accountHash(account.acNumber, account.ifscCode),
    nameAtBank: verdict.nameAtBank,
    nameMatchScore: verdict.score,
    reason: verdict.reason,
    method,
    verifiedAt: verdict.status === "pending" ? null : now,
    actor,
    createdAt: now,
  };
}

/** The loan's verification: its latest row, or undefined when it has none (a Rejected loan, or one booked before migration 0022). */
export function latestVerification(queries: Queries, loanId: string): Promise<BankAccountVerificationRow | undefined> {
  return queries.selectFrom("BankAccountVerification").selectAll().where("loanId", "=", loanId).orderBy("id", "desc").limit(1).executeTakeFirst();
}

const isoOf = (value: Date | string | null): string | null => (value === null ? null : dateFromStored(value).toISOString());

/** The read's `bank_account_verification`. */
export function presentVerification(row: StoredVerification): BankAccountVerification {
  return {
    status: row.status as BankAccountVerification["status"],
    ac_number: row.acNumberMasked,
    name_at_bank: row.nameAtBank,
    name_match_score: row.nameMatchScore,
    reason: row.reason as BankAccountVerification["reason"],
    method: row.method as BankAccountVerification["method"],
    verified_at: isoOf(row.verifiedAt),
  };
}
