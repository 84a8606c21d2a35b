import { rotateEndpointSecret } from "@/lib/webhooks/manage-endpoints";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// POST /api/v1/webhooks/endpoints/:id/rotate/ — a new signing secret, shown once
export const POST = partnerRoute(async ({ partner, params }) =>
  ok(await rotateEndpointSecret({ partnerId: partner.partnerId, endpointId: params.endpointId ?? "" })),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
