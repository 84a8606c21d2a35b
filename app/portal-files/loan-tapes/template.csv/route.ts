import { tapeTemplateFile } from "@/lib/portal/portal-loan-tapes";
import { staffFileRoute } from "@/lib/web/staff-file-route";

// GET /portal-files/loan-tapes/template.csv — the loan tape's columns as an empty CSV
export const GET = staffFileRoute(() => tapeTemplateFile("csv"));
