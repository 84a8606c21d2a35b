import { retryDelivery } from "@/lib/webhooks/manage-deliveries";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// POST /api/v1/webhooks/deliveries/:id/retry/ — send again now (same event id, fresh signature)
export const POST = partnerRoute(async ({ partner, params }) =>
  ok(await retryDelivery({ partnerId: partner.partnerId, deliveryId: params.deliveryId ?? "" })),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
