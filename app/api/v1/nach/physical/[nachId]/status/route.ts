import { getNachStatus } from "@/lib/nach/get-nach-status";
import { ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";

// GET /api/v1/nach/physical/:physical_nach_id/status/ — the mandate's status
export const GET = partnerRoute(async ({ partner, params }) =>
  ok(await getNachStatus({ partnerId: partner.partnerId, nachId: params.nachId ?? "" })),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
