import type { PdfDocument } from "@/lib/documents/pdf-document";

/** A partner's PDF download: 304 without rendering when If-None-Match names it, else the bytes with their ETag. */
export async function pdfResponse(document: PdfDocument, { request, fileName }: { request: Request; fileName: string }): Promise<Response> {
  const { etag } = document;
  if (document.isNamedBy(request.headers.get("if-none-match"))) return new Response(null, { status: 304, headers: { etag } });
  const pdf = await document.bytes();
  // A view, not a copy: the bytes may be the cache's, and nothing writes to them.
  return new Response(new Uint8Array(pdf.buffer as ArrayBuffer, pdf.byteOffset, pdf.byteLength), {
    status: 200,
    headers: { "content-type": "application/pdf", etag, "content-disposition": `attachment; filename="${fileName}"` },
  });
}
