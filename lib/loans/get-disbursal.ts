import { read } from "@/lib/db/legacy-prisma";
import { notFound } from "@/lib/errors/app-error";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { legacyFindPartnerLoan } from "./legacy-find-loan";
import { presentDisbursal } from "./present-disbursal";

export async function getDisbursal({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<DisbursalRecord> {
  return read(async (tx) => {
    const record = await legacyFindPartnerLoan(tx, partnerId, leadId);
    const disbursal = await tx.disbursal.findUnique({ where: { loanId: record.id } });
    if (!disbursal) throw notFound("Disbursal");
    return presentDisbursal(record, disbursal);
  });
}
