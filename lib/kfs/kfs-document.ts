import { PdfDocument } from "@/lib/pdf/pdf-document";
import type { KeyFacts } from "./get-kfs";

/**
 * A version of a partner's Key Facts Statement as a PDF, in RBI's format:
 * the statement the JSON route serves. A version never changes once
 * issued, so its bytes are kept.
 */
export const kfsDocument = ({ kfs, borrowerName }: KeyFacts): PdfDocument => new PdfDocument({ kind: "kfs", input: { kfs, borrowerName } }, true);
