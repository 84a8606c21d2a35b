import type { ErrorCode } from "@/lib/errors/app-error";
import { operation } from "./operations";
import { headers, type HEADERS } from "./responses";

interface PdfOperation {
  operationId: string;
  summary: string;
  description: string;
  /** What the PDF is, in the responses' words: "The form". */
  document: string;
  /** The header component describing its ETag. */
  etag: keyof typeof HEADERS;
  ifNoneMatch: string;
  errors: ErrorCode[];
}

/** A partner's PDF download: a strong ETag, and 304 without a body when If-None-Match names it. */
export function pdfOperation({ operationId, summary, description, document, etag, ifNoneMatch, errors }: PdfOperation) {
  const pdf = { "application/pdf": { schema: { type: "string", format: "binary" } } };
  const base = operation({
    operationId,
    summary,
    description,
    access: "partner",
    parameters: [{ name: "If-None-Match", in: "header", required: false, description: ifNoneMatch, schema: { type: "string" } }],
    success: { status: 200, description: document, raw: { mediaType: "application/pdf", schema: pdf["application/pdf"].schema } },
    errors,
  });
  return {
    ...base,
    responses: {
      ...base.responses,
      200: { description: document, headers: headers(etag), content: pdf },
      304: { description: `Not modified: If-None-Match names this ${document.replace(/^The /, "").toLowerCase()}'s ETag`, headers: headers(etag) },
    },
  };
}
