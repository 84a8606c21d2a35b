import { mandateForm } from "@/lib/nach/mandate-form";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { matchesIfNoneMatch } from "@/lib/pdf/etag";

// GET /api/v1/nach/physical/:physical_nach_id/form.pdf — the pre-filled mandate form, 304 when If-None-Match names it
export const GET = partnerRoute(async ({ partner, params, request }) => {
  const nachId = params.nachId ?? "";
  const { pdf, etag } = await mandateForm({ partnerId: partner.partnerId, nachId });
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { etag } });
  return new Response(Buffer.from(pdf), {
    status: 200,
    headers: { "content-type": "application/pdf", etag, "content-disposition": `attachment; filename="nach-mandate-${nachId}.pdf"` },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
