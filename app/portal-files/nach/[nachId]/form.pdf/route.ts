import { getMandateForm } from "@/lib/portal/portal-nach-files";
import { staffFileRoute } from "@/lib/web/staff-file-route";

// GET /portal-files/nach/:nachId/form.pdf — the pre-filled mandate form, for staff
export const GET = staffFileRoute((actor, params) => getMandateForm({ actor, nachId: params.nachId ?? "" }));
