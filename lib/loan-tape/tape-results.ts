import "server-only";
import { csvHeader, csvLines } from "@/lib/csv/csv-lines";
import { listTapeRows, getTapeUpload, type TapeRowResultView } from "./tape-progress";

const HEADER = ["row", "partner_loan_id", "result", "lead_id", "loan_account_number", "status", "rejection_reason", "error_code", "error_message", "errors"];

/** Far more than a tape's rows: the whole upload is one read. */
const ALL_ROWS = 1_000_000;

const RESULT_WORDS = { pending: "not booked yet", booked: "booked", already_booked: "already booked", refused: "refused" } as const;

/** Each field the booking refused as `path: message`, as the API's details.fields gives them. */
const errorsText = (error: TapeRowResultView["error"]) => (error?.fields ?? []).map((field) => `${field.path}: ${field.message}`).join("; ");

function resultLine(row: TapeRowResultView): string[] {
  return [
    String(row.rowNumber),
    row.partnerLoanId ?? "",
    RESULT_WORDS[row.outcome],
    row.leadId ?? "",
    row.loanAccountNumber ?? "",
    row.status ?? "",
    row.rejectionReason ?? "",
    row.error?.code ?? "",
    row.error?.message ?? "",
    errorsText(row.error),
  ];
}

/**
 * The results of a partner's upload as CSV (RFC 4180, UTF-8 with a byte
 * order mark so that a spreadsheet reads Indian names right): one line per
 * row of the tape, in its order, with its loan or its refusal. A row still
 * waiting says so; the file can be downloaded again when the upload is done.
 */
export async function tapeResultsCsv({ partnerId, uploadId }: { partnerId: string; uploadId: string }): Promise<{ fileName: string; text: string }> {
  const upload = await getTapeUpload({ partnerId, uploadId });
  const rows = await listTapeRows({ partnerId, uploadId, limit: ALL_ROWS });
  const text = csvHeader(HEADER) + csvLines(rows.map(resultLine));
  const base = upload.fileName.replace(/\.(csv|xlsx)$/i, "").replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || "loan-tape";
  return { fileName: `${base}-results.csv`, text };
}
