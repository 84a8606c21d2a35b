import { AppError } from "@/lib/errors/app-error";
import { NACH_TYPE, wordFor } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import type { NachStatus } from "./nach-status";

/** What decides whether a physical NACH may start on a loan (contract section 8). */
export interface NachStartFacts {
  loanStatus: string;
  nachType: Loan["bank_account"]["nach_type"];
  /** The status of the loan's mandate that is initiated or registered, if it has one. */
  activeStatus: NachStatus | null;
}

/**
 * Why a physical NACH cannot start on this loan, or null when it can. The
 * initiation throws this error and the portal prints its message beside the
 * disabled start button, so the two cannot disagree. Checked in the
 * contract's order: the loan's status, its NACH type, an active mandate.
 */
export function nachStartRefusal({ loanStatus, nachType, activeStatus }: NachStartFacts): AppError | null {
  if (loanStatus !== "Approved") {
    return new AppError("loan_not_approved", `A physical NACH can be started only for an Approved loan; this loan is ${loanStatus}`, { status: loanStatus });
  }
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
  return null;
}
