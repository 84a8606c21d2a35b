import "server-only";
import type { Queries } from "@/lib/db/transactions";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { snapshotOf, type NachRecord } from "./nach-record";
import { ACCOUNT_REJECTION_CODES, describeNpciReason, isAccountRejectionCode, NPCI_ACCOUNT_REJECTIONS, type AccountRejectionUntil } from "@/lib/codes/npci-reasons";

/** A failed mandate as the rule reads it: its NPCI code and the snapshot it was lodged with. */
export type FailedMandate = Pick<NachRecord, "id" | "status" | "failureCode" | "failureReason" | "mandate">;

/** The account, names and signatories a new mandate would be lodged with. */
export interface IntendedMandate {
  acNumber: string;
  ifscCode: string;
  acName: string;
  signatories: readonly string[];
}

/** Why a new mandate may not start on this account: NPCI's reason for an earlier failure, and what must change first. */
export interface RejectedAccount {
  reason: { code: string; description: string };
  until: AccountRejectionUntil;
}

/** Case, spacing and punctuation spaces are not a change of name: "ASHA  VERMA" is the name NPCI found wanting in "Asha Verma". */
const nameKey = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleUpperCase("en-IN");

const sameNames = (a: readonly string[], b: readonly string[]) => {
  const keys = (names: readonly string[]) => names.map(nameKey).sort().join("\n");
  return keys(a) === keys(b);
};

function rejects(mandate: MandateSnapshot, until: AccountRejectionUntil, intended: IntendedMandate): boolean {
  const sameAccount = mandate.ac_number === intended.acNumber && mandate.ifsc_code.toUpperCase() === intended.ifscCode.toUpperCase();
  if (!sameAccount) return false;
  return until === "account" || (sameNames(mandate.signatories, intended.signatories) && nameKey(mandate.ac_name) === nameKey(intended.acName));
}

/**
 * Contract v3 section 8: after a failure whose NPCI reason says the account
 * itself cannot take debits, a new mandate on the same account number and
 * IFSC is refused until the account changes; after M057 (name mismatch),
 * until the signatories or the account name differ from the failed
 * mandate's (compared without regard to case, spacing or the signatories'
 * order). The newest such failure is the one named. Changing the account
 * and back again does not lift it: the account is still the one NPCI refused.
 */
export function rejectedAccount(failed: readonly FailedMandate[], intended: IntendedMandate): RejectedAccount | null {
  const newestFirst = [...failed].sort((a, b) => (a.id < b.id ? 1 : -1));
  for (const nach of newestFirst) {
    if (nach.status !== "failed" || !isAccountRejectionCode(nach.failureCode)) continue;
    const { until } = NPCI_ACCOUNT_REJECTIONS[nach.failureCode];
    if (rejects(snapshotOf(nach), until, intended)) {
      return { reason: { code: nach.failureCode, description: nach.failureReason ?? describeNpciReason(nach.failureCode) }, until };
    }
  }
  return null;
}

/** The loan's mandates that failed for an account-level reason, read in the caller's transaction. */
export const accountRejectedMandates = (queries: Queries, loanId: string): Promise<FailedMandate[]> =>
  queries
    .selectFrom("PhysicalNach")
    .select(["id", "status", "failureCode", "failureReason", "mandate"])
    .where("loanId", "=", loanId)
    .where("status", "=", "failed")
    .where("failureCode", "in", ACCOUNT_REJECTION_CODES)
    .execute();
