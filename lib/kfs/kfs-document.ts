import { PdfDocument } from "@/lib/documents/pdf-document";
import type { KfsLanguage } from "@/lib/schemas/kfs-acceptance";
import type { KeyFacts } from "./get-kfs";

/**
 * A version of a partner's Key Facts Statement as a PDF, in RBI's format and
 * the language asked for: the statement the JSON route serves. A version
 * never changes once issued, so its bytes in each language are kept, each
 * with its own ETag (the language is part of what is rendered).
 */
export const kfsDocument = ({ kfs, borrowerName }: KeyFacts, lang: KfsLanguage): PdfDocument =>
  new PdfDocument({ kind: "kfs", input: { kfs, borrowerName, lang } }, true);
