import { getSignedScan } from "@/lib/portal/portal-nach-files";
import { staffFileRoute } from "@/lib/web/staff-file-route";

// GET /portal-files/nach/:nachId/scan — the customer's signed scan, for staff allowed to download it
export const GET = staffFileRoute((actor, params) => getSignedScan({ actor, nachId: params.nachId ?? "" }));
