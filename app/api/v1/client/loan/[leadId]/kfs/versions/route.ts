import { listKfsVersions } from "@/lib/kfs/get-kfs";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// GET /api/v1/client/loan/:lead_id/kfs/versions/ — every version of the Key Facts Statement, oldest first, with its acceptance
export const GET = partnerRoute(async ({ partner, params }) =>
  ok(await listKfsVersions({ partnerId: partner.partnerId, leadId: params.leadId ?? "", actor: apiClientActor(partner.clientId) })),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
