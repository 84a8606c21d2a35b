import { limitDownloads } from "@/lib/http/download-limit";
import { pdfResponse } from "@/lib/http/pdf-response";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { getKeyFacts } from "@/lib/kfs/get-kfs";
import { kfsDocument } from "@/lib/kfs/kfs-document";
import { kfsPdfFileName, requestedKfsLanguage } from "@/lib/documents/kfs-language";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// GET /api/v1/client/loan/:lead_id/kfs.pdf[?lang=hi] — the current version of the Key Facts Statement as a PDF, 304 when If-None-Match names it
export const GET = partnerRoute(({ partner, params, request }) => {
  const leadId = params.leadId ?? "";
  const lang = requestedKfsLanguage(new URL(request.url).searchParams);
  return limitDownloads(apiClientActor(partner.clientId), async () =>
    pdfResponse(kfsDocument(await getKeyFacts({ partnerId: partner.partnerId, leadId, actor: apiClientActor(partner.clientId) }), lang), {
      request,
      fileName: kfsPdfFileName(`kfs-${leadId}`, lang),
    }),
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
