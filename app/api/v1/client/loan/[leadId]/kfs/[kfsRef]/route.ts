import { limitDownloads } from "@/lib/http/download-limit";
import { kfsJsonResponse } from "@/lib/http/kfs-response";
import { pdfResponse } from "@/lib/http/pdf-response";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { getKfsVersion } from "@/lib/kfs/get-kfs";
import { kfsDocument } from "@/lib/kfs/kfs-document";
import { kfsPdfFileName, requestedKfsLanguage } from "@/lib/documents/kfs-language";
import { apiClientActor } from "@/lib/actors/recorded-actor";

const PDF = ".pdf";

// GET /api/v1/client/loan/:lead_id/kfs/:kfs_id/ — one version as JSON, the same whatever `lang`; GET .../kfs/:kfs_id.pdf[?lang=hi] — the same version as a PDF.
// One segment serves both, as the static versions/ and acceptance/ beside it take precedence.
export const GET = partnerRoute(async ({ partner, params, request }) => {
  const leadId = params.leadId ?? "";
  const ref = params.kfsRef ?? "";
  if (!ref.endsWith(PDF)) return kfsJsonResponse(await getKfsVersion({ partnerId: partner.partnerId, leadId, kfsId: ref }), request);
  const kfsId = ref.slice(0, -PDF.length);
  const lang = requestedKfsLanguage(new URL(request.url).searchParams);
  return limitDownloads(apiClientActor(partner.clientId), async () =>
    pdfResponse(kfsDocument(await getKfsVersion({ partnerId: partner.partnerId, leadId, kfsId }), lang), {
      request,
      fileName: kfsPdfFileName(`kfs-${leadId}-${kfsId}`, lang),
    }),
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
