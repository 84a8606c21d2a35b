import { presentNachStatus } from "@/lib/nach/nach-record";
import { etagOf } from "./loan-record";
import { findLoanWithLatestNach } from "./loan-store";
import { presentLoan, type LoanView } from "./present-loan";

export async function readLoan({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<{ loan: LoanView; etag: string }> {
  const { record, nach } = await findLoanWithLatestNach(partnerId, leadId);
  const physicalNach = nach ? { physical_nach_id: nach.id, status: presentNachStatus(nach).status, umrn: nach.umrn } : null;
  return { loan: presentLoan(record, physicalNach), etag: etagOf(record) };
}
