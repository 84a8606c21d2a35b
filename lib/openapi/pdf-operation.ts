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
  /** The download's query parameters (queryParameters), if it takes any. */
  query?: unknown[];
}

const UNDER_LOAD =
  "An API client may have 2 PDF downloads in progress at once (the server's PDF_DOWNLOADS_PER_CLIENT); one more gets 429 `rate_limited`. When every PDF renderer is busy and its queue is full, a download that needs rendering gets 503 `service_unavailable`; a 304 never waits for a renderer. Both carry Retry-After.";

/** A partner's PDF download: a strong ETag, and 304 without a body when If-None-Match names it. */
export function pdfOperation({ operationId, summary, description, document, etag, ifNoneMatch, errors, query = [] }: PdfOperation) {
  const pdf = { "application/pdf": { schema: { type: "string", format: "binary" } } };
  const base = operation({
    operationId,
    summary,
    description: `${description} ${UNDER_LOAD}`,
    access: "partner",
    parameters: [...query, { name: "If-None-Match", in: "header", required: false, description: ifNoneMatch, schema: { type: "string" } }],
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
