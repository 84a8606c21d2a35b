import { nachStatusOf } from "@/lib/nach/nach-record";
import { etagOf } from "./loan-record";
import { findLoanWithLatestNach } from "./loan-store";
import { presentLoanJson } from "./present-loan";

/** The read of contract section 6 as JSON text (see presentLoanJson), with its ETag. */
export async function readLoan({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<{ loanJson: string; etag: string }> {
  const { record, nach } = await findLoanWithLatestNach(partnerId, leadId);
  const physicalNach = nach ? { physical_nach_id: nach.id, status: nachStatusOf(nach), umrn: nach.umrn } : null;
  return { loanJson: presentLoanJson(record, physicalNach), etag: etagOf(record) };
}
