import { deleteEndpoint, updateEndpoint } from "@/lib/webhooks/manage-endpoints";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// PATCH /api/v1/webhooks/endpoints/:id/ — change the event types an endpoint is sent
export const PATCH = partnerRoute(
  async ({ partner, params, body }) => ok(await updateEndpoint({ partnerId: partner.partnerId, endpointId: params.endpointId ?? "", input: body })),
  { body: "required" },
);

// DELETE /api/v1/webhooks/endpoints/:id/ — stop sending to an endpoint
export const DELETE = partnerRoute(async ({ partner, params }) =>
  ok(await deleteEndpoint({ partnerId: partner.partnerId, endpointId: params.endpointId ?? "" })),
);

export const { GET, POST, PUT } = otherMethods("DELETE", "PATCH");
