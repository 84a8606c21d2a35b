import { limitDownloads } from "@/lib/http/download-limit";
import { pdfResponse } from "@/lib/http/pdf-response";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { mandateForm } from "@/lib/nach/mandate-form";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// GET /api/v1/nach/physical/:physical_nach_id/form.pdf — the pre-filled mandate form, 304 when If-None-Match names it
export const GET = partnerRoute(({ partner, params, request }) => {
  const nachId = params.nachId ?? "";
  return limitDownloads(apiClientActor(partner.clientId), async () =>
    pdfResponse(await mandateForm({ partnerId: partner.partnerId, nachId }), { request, fileName: `nach-mandate-${nachId}.pdf` }),
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
