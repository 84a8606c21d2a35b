import { getLoanHistory } from "@/lib/loans/get-loan-history";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// GET /api/v1/client/loan/:lead_id/history/ — the loan's events with their changes, oldest first
export const GET = partnerRoute(async ({ partner, params }) => ok(await getLoanHistory({ partnerId: partner.partnerId, leadId: params.leadId ?? "" })));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
