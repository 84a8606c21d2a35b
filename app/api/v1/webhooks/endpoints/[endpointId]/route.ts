import { deleteEndpoint } from "@/lib/webhooks/manage-endpoints";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// DELETE /api/v1/webhooks/endpoints/:id/ — stop sending to an endpoint
export const DELETE = partnerRoute(async ({ partner, params }) =>
  ok(await deleteEndpoint({ partnerId: partner.partnerId, endpointId: params.endpointId ?? "" })),
);

export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
