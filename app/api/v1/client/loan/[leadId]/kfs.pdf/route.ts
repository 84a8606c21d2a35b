import { otherMethods, partnerRoute } from "@/lib/http/route";
import { kfsDocument } from "@/lib/kfs/kfs-document";
import { matchesIfNoneMatch } from "@/lib/pdf/etag";

// GET /api/v1/client/loan/:lead_id/kfs.pdf — the Key Facts Statement as a PDF, 304 when If-None-Match names it
export const GET = partnerRoute(async ({ partner, params, request }) => {
  const leadId = params.leadId ?? "";
  const { pdf, etag } = await kfsDocument({ partnerId: partner.partnerId, leadId });
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { etag } });
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: { "content-type": "application/pdf", etag, "content-disposition": `attachment; filename="kfs-${leadId}.pdf"` },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
