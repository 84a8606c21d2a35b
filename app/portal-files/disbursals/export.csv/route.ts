import { exportDisbursals } from "@/lib/export/portal-exports";
import { staffExportRoute } from "@/lib/web/staff-export-route";

// GET /portal-files/disbursals/export.csv?<the loans page's filter> — the filtered list's disbursals, streamed
export const GET = staffExportRoute(exportDisbursals);
