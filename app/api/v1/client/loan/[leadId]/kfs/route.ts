import { getKfs } from "@/lib/kfs/get-kfs";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// GET /api/v1/client/loan/:lead_id/kfs/ — the Key Facts Statement as JSON
export const GET = partnerRoute(async ({ partner, params }) => ok(await getKfs({ partnerId: partner.partnerId, leadId: params.leadId ?? "" })));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
