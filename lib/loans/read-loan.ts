import { read } from "@/lib/db/client";
import { etagOf } from "./loan-record";
import { findPartnerLoan } from "./find-loan";
import { presentLoan, type LoanView } from "./present-loan";

export async function readLoan({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<{ loan: LoanView; etag: string }> {
  const record = await read((tx) => findPartnerLoan(tx, partnerId, leadId));
  return { loan: presentLoan(record), etag: etagOf(record) };
}
