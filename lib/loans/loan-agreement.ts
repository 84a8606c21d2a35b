import type { Queries } from "@/lib/db/transactions";
import type { LoanAgreementRow } from "@/lib/db/tables";
import type { Agreement } from "@/lib/schemas/agreement";

export const presentAgreement = (row: LoanAgreementRow): Agreement => ({
  lead_id: row.id,
  executed_at: row.executedAt.toISOString(),
  signature_type: row.signatureType,
  document_sha256: row.documentSha256,
  reference: row.reference,
  kfs_id: row.kfsId,
  recorded_at: row.recordedAt.toISOString(),
});

/** The loan's agreement record as stored (one per loan, contract v3 section 12); null before the first. */
export async function findAgreement(queries: Queries, loanId: string): Promise<Agreement | null> {
  const row = await queries.selectFrom("LoanAgreement").selectAll().where("id", "=", loanId).executeTakeFirst();
  return row ? presentAgreement(row) : null;
}

/** Stores the agreement, replacing the loan's earlier one: that one stays in the loan's events. */
export async function storeAgreement(queries: Queries, agreement: Agreement): Promise<void> {
  const row = {
    executedAt: new Date(agreement.executed_at),
    signatureType: agreement.signature_type,
    documentSha256: agreement.document_sha256,
    reference: agreement.reference,
    kfsId: agreement.kfs_id,
    recordedAt: new Date(agreement.recorded_at),
  };
  await queries
    .insertInto("LoanAgreement")
    .values({ id: agreement.lead_id, ...row })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
}
