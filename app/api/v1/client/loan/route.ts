import { bookLoan } from "@/lib/loans/book-loan";
import { listLoans } from "@/lib/loans/list-loans";
import { created, ok } from "@/lib/http/respond";
import { otherMethods, partnerRoute } from "@/lib/http/route";
import { apiClientActor } from "@/lib/actors/recorded-actor";

// POST /api/v1/client/loan/ — book a loan; the policy decides at once
export const POST = partnerRoute(
  async ({ partner, body }) => created(await bookLoan({ partnerId: partner.partnerId, input: body, actor: apiClientActor(partner.clientId) })),
  { body: "required", idempotent: true },
);

// GET /api/v1/client/loan/ — the partner's loans, newest first
export const GET = partnerRoute(async ({ partner, request }) =>
  ok(await listLoans({ partnerId: partner.partnerId, query: Object.fromEntries(new URL(request.url).searchParams) })),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
