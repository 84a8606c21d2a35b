import "server-only";
import { read } from "@/lib/db/transactions";
import { notFound } from "@/lib/errors/app-error";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { getPartnerLoan } from "@/lib/loan-records/find-loan";
import { presentDisbursal } from "./present-disbursal";
import { loanWithheldReleases } from "./withheld-releases";

export async function getDisbursal({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<DisbursalRecord> {
  return read(async (queries) => {
    const record = await getPartnerLoan(queries, partnerId, leadId);
    const disbursal = await queries
      .selectFrom("Disbursal")
      .select(["id", "amount", "transactionTime", "transactionId", "breakdown", "beneficiary"])
      .where("loanId", "=", record.id)
      .executeTakeFirst();
    if (!disbursal) throw notFound("Disbursal");
    return presentDisbursal(record, disbursal, await loanWithheldReleases(queries, record.id));
  });
}
