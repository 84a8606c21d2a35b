import type { Sheet } from "@/lib/csv/sheet";
import { isRowProblem, type RowProblem } from "./bank-file-rows";
import { bankFileSheet } from "./bank-file-sheet";
import { cellText, fileLayout, wordsOf, type FileColumn } from "./file-columns";
import { dateOf } from "./response-date";

export const MANDATE_RESPONSE_SHEET = bankFileSheet("mandate response file", "responses");

type MandateColumn = "umrn" | "reference" | "status" | "reason_code" | "date";

/** The columns read, under the names sponsor banks' MMS response files give them (docs/bank-files.md). */
export const MANDATE_RESPONSE_COLUMNS: readonly FileColumn<MandateColumn>[] = [
  { name: "umrn", label: "UMRN", synonyms: ["umrn", "umrn no", "umrn number", "mandate umrn"], required: false },
  {
    name: "reference",
    label: "Mandate reference",
    synonyms: [
      "mandate reference", "mandate ref", "mandate ref no", "mandate id", "physical nach id", "reference", "reference 1", "ref 1", "reference no",
      "consumer reference", "consumer reference number", "consumer ref no", "customer reference", "loan account number", "loan account no", "loan ac no",
    ],
    required: false,
  },
  { name: "status", label: "Status", synonyms: ["status", "mandate status", "response status", "registration status", "response", "result"], required: true },
  {
    name: "reason_code",
    label: "NPCI reason code",
    synonyms: ["reason code", "npci reason code", "reject reason code", "rejection reason code", "reject code", "rejection code", "return reason code", "reason"],
    required: false,
  },
  { name: "date", label: "Date", synonyms: ["date", "response date", "status date", "registration date", "process date", "processed date", "date of response"], required: true },
];

/** The words sponsor banks write for each answer, compared as wordsOf() gives them. */
const REGISTERED_WORDS = ["registered", "accepted", "accept", "success", "successful", "successfully registered", "registration successful", "active", "approved", "mandate registered", "mandate accepted"];
const FAILED_WORDS = ["failed", "failure", "fail", "rejected", "reject", "rejection", "declined", "unsuccessful", "not registered", "registration failed", "mandate rejected"];
/** Rows a bank lists before the customer's bank has answered: nothing to record yet. */
const WAITING_WORDS = ["pending", "in progress", "under process", "under processing", "initiated", "submitted", "awaiting", "sent to bank", "awaiting response"];

export const MANDATE_STATUS_WORDS = { registered: REGISTERED_WORDS, failed: FAILED_WORDS, waiting: WAITING_WORDS } as const;

/** One row of a response file as read, before it is matched to a mandate. */
export interface MandateResponseRow {
  rowNumber: number;
  /** A physical NACH id or a loan account number (Reference 1 on the form); null when the row gives only a UMRN. */
  reference: string | null;
  umrn: string | null;
  status: "registered" | "failed";
  /** The code as the row gives it: NPCI's `M0xx`, or text the operation refuses with its own words. */
  reasonCode: string | null;
  date: string;
}

// "M038 - No such account": banks often write the code and its description in one cell.
const LEADING_CODE = /^(M\d{3})(?:$|[^A-Za-z0-9])/;

export function statusOf(text: string | null): "registered" | "failed" | RowProblem {
  const words = text === null ? "" : wordsOf(text);
  if (REGISTERED_WORDS.includes(words)) return "registered";
  if (FAILED_WORDS.includes(words)) return "failed";
  if (text === null) return { code: "validation_error", message: "The row has no status", fields: [{ path: "status", message: "is required" }] };
  if (WAITING_WORDS.includes(words)) {
    return { code: "validation_error", message: `The status "${text}" is no answer yet: the row is left until the bank's file says registered or failed`, fields: [{ path: "status", message: "is not a final answer" }] };
  }
  return {
    code: "validation_error",
    message: `The status "${text}" is neither a registration nor a failure`,
    fields: [{ path: "status", message: `must say registered (${REGISTERED_WORDS.slice(0, 4).join(", ")}, …) or failed (${FAILED_WORDS.slice(0, 4).join(", ")}, …)` }],
  };
}


/**
 * The file's rows as responses, each or its problem. A row names its
 * mandate by reference (our physical NACH id, or the loan account number
 * printed as Reference 1), or by a UMRN already recorded on it.
 */
export function mandateResponseRows(sheet: Sheet): { rows: (MandateResponseRow | (RowProblem & { rowNumber: number; reference: string | null }))[]; ignored: string[] } {
  const { at, ignored } = fileLayout(MANDATE_RESPONSE_SHEET, sheet, MANDATE_RESPONSE_COLUMNS, ["umrn", "reference"]);
  const text = (cells: Sheet["rows"][number]["cells"], column: MandateColumn) => (at[column] === undefined ? null : cellText(cells[at[column]]));
  const rows = sheet.rows.map((row) => {
    const reference = text(row.cells, "reference");
    const umrn = text(row.cells, "umrn");
    const named = { rowNumber: row.rowNumber, reference: reference ?? umrn };
    if (row.misaligned) return { ...named, code: "validation_error" as const, message: `Row ${row.rowNumber} ${row.misaligned}`, fields: [{ path: "row", message: row.misaligned }] };
    if (reference === null && umrn === null) {
      return { ...named, code: "validation_error" as const, message: "The row names no mandate", fields: [{ path: "reference", message: "give the mandate reference or the UMRN" }] };
    }
    const status = statusOf(text(row.cells, "status"));
    if (isRowProblem(status)) return { ...named, ...status };
    const date = dateOf(text(row.cells, "date"));
    if (isRowProblem(date)) return { ...named, ...date };
    const reason = text(row.cells, "reason_code");
    const reasonCode = reason === null ? null : (LEADING_CODE.exec(reason)?.[1] ?? reason);
    if (status === "registered" && reasonCode !== null && LEADING_CODE.test(reasonCode)) {
      const message = `says registered but gives NPCI's rejection reason ${reasonCode}: check the row with the bank`;
      return { ...named, code: "validation_error" as const, message: "The row says both registered and rejected", fields: [{ path: "reason_code", message }] };
    }
    return { rowNumber: row.rowNumber, reference, umrn, status, reasonCode, date };
  });
  return { rows, ignored };
}
