import { read } from "@/lib/db/client";
import { bytesEtag } from "@/lib/pdf/etag";
import { renderMandateForm } from "./mandate-form-pdf";
import { findPartnerNach, snapshotOf } from "./nach-record";

export interface MandateForm {
  pdf: Uint8Array;
  /** Strong: a hash of the bytes, which depend only on the stored snapshot. */
  etag: string;
}

/**
 * A partner's mandate form, rendered from the snapshot stored at initiation
 * and never from the loan, so every fetch gives the same bytes, also after
 * the loan is updated.
 */
export async function mandateForm({ partnerId, nachId }: { partnerId: string; nachId: string }): Promise<MandateForm> {
  const nach = await read((queries) => findPartnerNach(queries, partnerId, nachId));
  const pdf = await renderMandateForm({ nachId: nach.id, mandate: snapshotOf(nach) });
  return { pdf, etag: bytesEtag(pdf) };
}
