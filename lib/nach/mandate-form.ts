import "server-only";
import { read } from "@/lib/db/transactions";
import { PdfDocument } from "@/lib/documents/pdf-document";
import { getPartnerNach, snapshotOf } from "./nach-record";

/**
 * A partner's mandate form, rendered from the snapshot stored at initiation
 * and never from the loan, so every fetch gives the same bytes, also after
 * the loan is updated: they are rendered once and kept.
 */
export async function mandateForm({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<PdfDocument> {
  const nach = await read((queries) => getPartnerNach(queries, partnerId, nachId));
  return new PdfDocument({ kind: "mandate_form", input: { nachId: nach.id, mandate: snapshotOf(nach) } }, true);
}
