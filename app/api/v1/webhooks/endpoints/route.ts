import { createEndpoint, listEndpoints } from "@/lib/webhooks/manage-endpoints";
import { created, ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// POST /api/v1/webhooks/endpoints/ — add an endpoint; its secret is shown once
export const POST = partnerRoute(async ({ partner, body }) => created(await createEndpoint({ partnerId: partner.partnerId, input: body })), {
  body: "required",
});

// GET /api/v1/webhooks/endpoints/ — the partner's endpoints
export const GET = partnerRoute(async ({ partner }) => ok(await listEndpoints({ partnerId: partner.partnerId })));

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
