import { AppError } from "@/lib/errors/app-error";
import { NACH_TYPE, wordFor } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import type { RejectedAccount } from "./account-rejection";
import type { NachStatus } from "@/lib/codes/nach-status";

/** What decides whether a physical NACH may start on a loan (contract section 8). */
export interface NachStartFacts {
  loanStatus: string;
  /** Whether the borrower's cooling-off exit completed: the loan is repaid. */
  exited: boolean;
  nachType: Loan["bank_account"]["nach_type"];
  /** The status of the loan's mandate that is initiated or registered, if it has one. */
  activeStatus: NachStatus | null;
  /** An earlier failure's NPCI reason that refuses a mandate on this account (lib/nach/account-rejection.ts), or null. */
  rejectedAccount: RejectedAccount | null;
  /** The customer's bank as the IFSC data knows it (lib/codes/ifsc-bank.ts), or null when it does not. */
  bank: { name: string; achDebit: boolean } | null;
}

const UNTIL: Record<RejectedAccount["until"], string> = {
  account: "the loan's bank account (its first ac_number or its ifsc_code) changes",
  names: "the signatories or the account's name (bank_account.ac_name) are corrected to the names the bank holds",
};

function accountRejectedRefusal({ reason, until }: RejectedAccount): AppError {
  return new AppError(
    "nach_account_rejected",
    `The bank rejected an earlier mandate on this account with NPCI reason ${reason.code} (${reason.description}), which NPCI allows no mandate to be presented again for; a new mandate can start once ${UNTIL[until]}`,
    { reason },
  );
}

/**
 * Why a physical NACH cannot start on this loan, or null when it can. The
 * initiation throws this error and the portal prints its message beside the
 * disabled start button, so the two cannot disagree. Checked in the
 * contract's order: the loan's status, its NACH type, an active mandate,
 * an account NPCI said cannot take debits, then whether the customer's bank
 * takes the ACH debits a paper mandate makes.
 */
export function nachStartRefusal({ loanStatus, exited, nachType, activeStatus, rejectedAccount, bank }: NachStartFacts): AppError | null {
  if (loanStatus !== "Approved") {
    return new AppError("loan_not_approved", `A physical NACH can be started only for an Approved loan; this loan is ${loanStatus}`, { status: loanStatus });
  }
  if (exited) return new AppError("loan_exited", "The borrower exited this loan in its cooling-off period: it takes no new mandate");
  if (nachType !== NACH_TYPE.physical) {
    return new AppError(
      "nach_type_mismatch",
      `A physical NACH can be started only for a loan whose NACH type is physical; this loan's is ${wordFor(NACH_TYPE, nachType) ?? nachType}`,
    );
  }
  if (activeStatus) {
    // Nothing leaves registered but expiry, so a registered mandate is never followed by a failure.
    const until = activeStatus === "registered" ? "it has expired" : "it has failed or expired";
    return new AppError("nach_already_active", `The loan already has a physical NACH mandate that is ${activeStatus}; another can start only once ${until}`);
  }
  if (rejectedAccount) return accountRejectedRefusal(rejectedAccount);
  if (!bank?.achDebit) {
    const which = bank ? bank.name : "The customer's bank";
    return new AppError("bank_not_on_nach", `${which} does not take ACH debits, which a paper NACH mandate needs; use an account at another bank`);
  }
  return null;
}
