import { bytesEtag } from "@/lib/pdf/etag";
import { getKeyFacts } from "./get-kfs";
import { renderKfsPdf } from "./kfs-pdf";

export interface KfsDocument {
  pdf: Uint8Array;
  /** Strong: a hash of the bytes, which are fixed once the statement is frozen at disbursal. */
  etag: string;
}

/** A partner's Key Facts Statement as a PDF: the statement the JSON route serves, in RBI's format. */
export async function kfsDocument({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<KfsDocument> {
  const pdf = await renderKfsPdf(await getKeyFacts({ partnerId, leadId }));
  return { pdf, etag: bytesEtag(pdf) };
}
