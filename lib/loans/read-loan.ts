import "server-only";
import { read } from "@/lib/db/transactions";
import { presentVerification } from "@/lib/bank-verification/verification-record";
import { nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { listConsents } from "./consent-records";
import { presentAgreement } from "./loan-agreement";
import { etagOf } from "@/lib/loan-records/loan-record";
import { getLoanWithLatestNach } from "./loan-store";
import { presentCoolingOffExit } from "./present-cooling-off-exit";
import { presentLoanJson } from "./present-loan";

/** The read of contract section 6 as JSON text (see presentLoanJson), with its ETag. */
export async function getLoan({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<{ loanJson: string; etag: string }> {
  // Side by side: the consents are only shown once the loan is found to be the partner's.
  const [{ record, nach, coolingOffExit, verification, agreement }, consents] = await Promise.all([getLoanWithLatestNach(partnerId, leadId), read((queries) => listConsents(queries, leadId))]);
  // Only the latest mandate's snapshot is decrypted: the one the read shows.
  const physicalNach = nach ? { physical_nach_id: nach.id, status: nachStatusOf(nach), umrn: nach.umrn, mandate: snapshotOf(nach) } : null;
  const parts = { physicalNach, consents, coolingOffExit: coolingOffExit && presentCoolingOffExit(coolingOffExit), verification: verification && presentVerification(verification), agreement: agreement && presentAgreement(agreement) };
  return { loanJson: presentLoanJson(record, parts), etag: etagOf(record) };
}
