import { tapeTemplateFile } from "@/lib/portal/portal-loan-tapes";
import { staffFileRoute } from "@/lib/web/staff-file-route";

// GET /portal-files/loan-tapes/template.xlsx — the loan tape's columns as an empty workbook, each documented in a note
export const GET = staffFileRoute(() => tapeTemplateFile("xlsx"));
