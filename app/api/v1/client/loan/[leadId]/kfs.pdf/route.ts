import { limitDownloads } from "@/lib/http/download-limit";
import { pdfResponse } from "@/lib/http/pdf-response";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { kfsDocument } from "@/lib/kfs/kfs-document";

// GET /api/v1/client/loan/:lead_id/kfs.pdf — the Key Facts Statement as a PDF, 304 when If-None-Match names it
export const GET = partnerRoute(({ partner, params, request }) => {
  const leadId = params.leadId ?? "";
  return limitDownloads(`api:${partner.clientId}`, async () =>
    pdfResponse(await kfsDocument({ partnerId: partner.partnerId, leadId }), { request, fileName: `kfs-${leadId}.pdf` }),
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
