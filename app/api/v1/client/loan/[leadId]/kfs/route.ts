import { getKeyFacts } from "@/lib/kfs/get-kfs";
import { kfsJsonResponse } from "@/lib/http/kfs-response";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// GET /api/v1/client/loan/:lead_id/kfs/ — the current version of the Key Facts Statement as JSON, 304 when If-None-Match names it
export const GET = partnerRoute(async ({ partner, params, request }) =>
  kfsJsonResponse(await getKeyFacts({ partnerId: partner.partnerId, leadId: params.leadId ?? "", actor: apiClientActor(partner.clientId) }), request),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
