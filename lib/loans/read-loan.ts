import { read } from "@/lib/db/client";
import { presentNachStatus } from "@/lib/nach/nach-record";
import { etagOf } from "./loan-record";
import { findPartnerLoan } from "./find-loan";
import { presentLoan, type LoanView } from "./present-loan";

export async function readLoan({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<{ loan: LoanView; etag: string }> {
  const { record, nach } = await read(async (tx) => {
    const found = await findPartnerLoan(tx, partnerId, leadId);
    const latest = await tx.physicalNach.findFirst({ where: { loanId: found.id }, orderBy: { id: "desc" } });
    return { record: found, nach: latest };
  });
  const physicalNach = nach ? { physical_nach_id: nach.id, status: presentNachStatus(nach).status, umrn: nach.umrn } : null;
  return { loan: presentLoan(record, physicalNach), etag: etagOf(record) };
}
