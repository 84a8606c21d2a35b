import { exportLoans } from "@/lib/export/portal-exports";
import { staffExportRoute } from "@/lib/portal/staff-export-route";

// GET /portal-files/loans/export.csv?<the loans page's filter> — the filtered list, streamed
export const GET = staffExportRoute(exportLoans);
