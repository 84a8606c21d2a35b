import { listDeliveries } from "@/lib/webhooks/manage-deliveries";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// GET /api/v1/webhooks/deliveries/?event_id=&status= — deliveries with every attempt
export const GET = partnerRoute(async ({ partner, request }) =>
  ok(await listDeliveries({ partnerId: partner.partnerId, query: Object.fromEntries(new URL(request.url).searchParams) })),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
