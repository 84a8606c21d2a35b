import { tapeResultsFileFor } from "@/lib/portal/portal-loan-tapes";
import { staffFileRoute } from "@/lib/web/staff-file-route";

// GET /portal-files/loan-tapes/:uploadId/results.csv — each row's loan or refusal, for the partner that uploaded it
export const GET = staffFileRoute((actor, params) => tapeResultsFileFor(actor, params.uploadId ?? ""));
