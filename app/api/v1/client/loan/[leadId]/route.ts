import { getLoan } from "@/lib/loans/read-loan";
import { updateLoan, type UpdateMode } from "@/lib/loans/update-loan";
import { ok, okJsonText } from "@/lib/http/respond";
import { otherMethods, partnerRoute, type PartnerContext } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// GET /api/v1/client/loan/:lead_id/ — the loan as it stands, with an ETag
export const GET = partnerRoute(async ({ partner, params }) => {
  const { loanJson, etag } = await getLoan({ partnerId: partner.partnerId, leadId: params.leadId ?? "" });
  return okJsonText(loanJson, { etag });
});

const update = (mode: UpdateMode) => async ({ partner, params, body, request }: PartnerContext) => {
  const { result, etag } = await updateLoan({
    partnerId: partner.partnerId,
    leadId: params.leadId ?? "",
    input: body,
    mode,
    ifMatch: request.headers.get("if-match"),
    actor: apiClientActor(partner.clientId),
  });
  return ok(result, { etag });
};

// PUT /api/v1/client/loan/:lead_id/ — full update
export const PUT = partnerRoute(update("put"), { body: "required" });

// PATCH /api/v1/client/loan/:lead_id/ — partial update
export const PATCH = partnerRoute(update("patch"), { body: "required" });

export const { POST, DELETE } = otherMethods("GET", "PUT", "PATCH");
