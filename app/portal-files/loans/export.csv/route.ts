import { exportLoans } from "@/lib/export/portal-exports";
import { staffExportRoute } from "@/lib/web/staff-export-route";

// GET /portal-files/loans/export.csv?<the loans page's filter> — the filtered list, streamed
export const GET = staffExportRoute(exportLoans);
