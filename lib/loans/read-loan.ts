import { presentVerification } from "@/lib/bank-verification/verification-record";
import { nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { etagOf } from "./loan-record";
import { findLoanWithLatestNach } from "./loan-store";
import { presentLoanJson } from "./present-loan";

/** The read of contract section 6 as JSON text (see presentLoanJson), with its ETag. */
export async function readLoan({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<{ loanJson: string; etag: string }> {
  const { record, nach, verification } = await findLoanWithLatestNach(partnerId, leadId);
  // Only the latest mandate's snapshot is decrypted: the one the read shows.
  const physicalNach = nach ? { physical_nach_id: nach.id, status: nachStatusOf(nach), umrn: nach.umrn, mandate: snapshotOf(nach) } : null;
  return { loanJson: presentLoanJson(record, physicalNach, verification && presentVerification(verification)), etag: etagOf(record) };
}
