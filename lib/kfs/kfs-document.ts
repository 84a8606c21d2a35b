import { PdfDocument } from "@/lib/pdf/pdf-document";
import { getKeyFacts } from "./get-kfs";

/**
 * A partner's Key Facts Statement as a PDF, in RBI's format: the statement
 * the JSON route serves. Once frozen at disbursal it never changes, so its
 * bytes are kept; until then it is generated anew on each request (its
 * date is the request's), and its ETag with it.
 */
export async function kfsDocument({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<PdfDocument> {
  const { kfs, borrowerName, frozen } = await getKeyFacts({ partnerId, leadId });
  return new PdfDocument({ kind: "kfs", input: { kfs, borrowerName } }, frozen);
}
