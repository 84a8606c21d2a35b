import { created } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { requestCoolingOffExit } from "@/lib/loans/request-cooling-off-exit";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// POST /api/v1/client/loan/:lead_id/cooling-off-exit/ — the borrower's cooling-off exit request; the body is optional
export const POST = partnerRoute(
  async ({ partner, params, body }) =>
    created(await requestCoolingOffExit({ partnerId: partner.partnerId, leadId: params.leadId ?? "", input: body, actor: apiClientActor(partner.clientId) })),
  { body: "optional", idempotent: true },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
