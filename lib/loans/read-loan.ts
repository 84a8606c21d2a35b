import { nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { etagOf } from "./loan-record";
import { findLoanWithLatestNach } from "./loan-store";
import { presentCoolingOffExit } from "./present-cooling-off-exit";
import { presentLoanJson } from "./present-loan";

/** The read of contract section 6 as JSON text (see presentLoanJson), with its ETag. */
export async function readLoan({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<{ loanJson: string; etag: string }> {
  const { record, nach, coolingOffExit } = await findLoanWithLatestNach(partnerId, leadId);
  // Only the latest mandate's snapshot is decrypted: the one the read shows.
  const physicalNach = nach ? { physical_nach_id: nach.id, status: nachStatusOf(nach), umrn: nach.umrn, mandate: snapshotOf(nach) } : null;
  const exit = coolingOffExit && presentCoolingOffExit(coolingOffExit);
  return { loanJson: presentLoanJson(record, physicalNach, exit), etag: etagOf(record) };
}
