import { rotateEndpointSecret } from "@/lib/webhooks/manage-endpoints";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// POST /api/v1/webhooks/endpoints/:id/rotate/ — a new signing secret, shown once; the old one signs beside it for 24 hours
export const POST = partnerRoute(async ({ partner, params }) =>
  ok(await rotateEndpointSecret({ partnerId: partner.partnerId, endpointId: params.endpointId ?? "", actor: `api:${partner.clientId}` })),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
