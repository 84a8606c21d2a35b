import { recordConsents } from "@/lib/loans/record-consents";
import { created } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// POST /api/v1/client/loan/:lead_id/consents/ — record consents and revocations given after booking
export const POST = partnerRoute(
  async ({ partner, params, body }) =>
    created(await recordConsents({ partnerId: partner.partnerId, leadId: params.leadId ?? "", input: body, actor: apiClientActor(partner.clientId) })),
  { body: "required" },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
