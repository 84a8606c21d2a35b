import { exportMandates } from "@/lib/export/portal-exports";
import { staffExportRoute } from "@/lib/web/staff-export-route";

// GET /portal-files/mandates/export.csv?<the NACH page's filter> — the filtered list, streamed
export const GET = staffExportRoute(exportMandates);
