import { getPortalKfs } from "@/lib/portal/portal-kfs";
import { staffFileRoute } from "@/lib/web/staff-file-route";

// GET /portal-files/loans/:leadId/kfs.pdf[?lang=hi] — the loan's Key Facts Statement, for staff
export const GET = staffFileRoute((actor, params, query) => getPortalKfs({ actor, leadId: params.leadId ?? "", query }));
