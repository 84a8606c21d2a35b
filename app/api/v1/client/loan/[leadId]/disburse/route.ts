import { disburseLoan } from "@/lib/loans/disburse-loan";
import { getDisbursal } from "@/lib/loans/get-disbursal";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// POST /api/v1/client/loan/:lead_id/disburse/ — disburse once; the body is optional
export const POST = partnerRoute(
  async ({ partner, params, body }) =>
    ok(await disburseLoan({ partnerId: partner.partnerId, leadId: params.leadId ?? "", input: body, actor: apiClientActor(partner.clientId) })),
  { body: "optional", idempotent: true },
);

// GET /api/v1/client/loan/:lead_id/disburse/ — the disbursal record
export const GET = partnerRoute(async ({ partner, params }) =>
  ok(await getDisbursal({ partnerId: partner.partnerId, leadId: params.leadId ?? "" })),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
