import { initiateNach } from "@/lib/nach/initiate-nach";
import { created } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// POST /api/v1/nach/physical/initiate/ — start a physical NACH mandate for a loan
export const POST = partnerRoute(
  async ({ partner, body }) => created(await initiateNach({ partnerId: partner.partnerId, input: body, actor: apiClientActor(partner.clientId) })),
  { body: "required", idempotent: true },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
