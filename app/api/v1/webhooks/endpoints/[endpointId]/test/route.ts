import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// POST /api/v1/webhooks/endpoints/:id/test/ — send a signed webhook.test event now; answers with its delivery
export const POST = partnerRoute(async ({ partner, params }) =>
  ok(await sendTestEvent({ partnerId: partner.partnerId, endpointId: params.endpointId ?? "" })),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
