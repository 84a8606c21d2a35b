import { created } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { recordAgreement } from "@/lib/loans/record-agreement";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// POST /api/v1/client/loan/:lead_id/agreement/ — the executed loan agreement, replacing an earlier one
export const POST = partnerRoute(
  async ({ partner, params, body }) => created(await recordAgreement({ partnerId: partner.partnerId, leadId: params.leadId ?? "", input: body, actor: apiClientActor(partner.clientId) })),
  { body: "required" },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
