import type { Sheet } from "@/lib/csv/sheet";
import type { AccountFailureReason } from "@/lib/schemas/bank-verification";
import { isRowProblem, type RowProblem } from "./bank-file-rows";
import { bankFileSheet } from "./bank-file-sheet";
import { cellText, fileLayout, wordsOf, type FileColumn } from "./file-columns";
import { dateOf } from "./response-date";

export const VERIFICATION_RESULT_SHEET = bankFileSheet("verification results file", "results");

type VerificationColumn = "reference" | "result" | "name_at_bank" | "date";

/** The columns read, under the names banks' and penny-drop providers' result files give them (docs/bank-files.md). */
export const VERIFICATION_RESULT_COLUMNS: readonly FileColumn<VerificationColumn>[] = [
  {
    name: "reference",
    label: "Verification id or loan account number",
    synonyms: ["verification id", "verification reference", "request id", "reference", "reference no", "loan account number", "loan account no", "loan ac no"],
    required: true,
  },
  { name: "result", label: "Result", synonyms: ["result", "status", "verification status", "verification result", "response", "account status"], required: true },
  {
    name: "name_at_bank",
    label: "Name at the bank",
    synonyms: ["name at bank", "name at the bank", "name as per bank", "beneficiary name", "account holder name", "account name", "registered name", "name"],
    required: false,
  },
  { name: "date", label: "Date", synonyms: ["date", "result date", "verification date", "response date", "process date", "processed date"], required: true },
];

/** The bank found the account and gives the holder's name; the service scores the name itself, whatever the bank thought of it. */
const NAME_WORDS = ["verified", "success", "successful", "valid", "active", "exists", "account exists", "account valid", "account active", "ok", "name mismatch", "name match", "partial match"];

/** The bank cannot pay into the account, and why: each a reason the operation records. */
export const ACCOUNT_FAILURE_WORDS: Record<AccountFailureReason, readonly string[]> = {
  account_closed: ["account closed", "closed", "ac closed", "a c closed"],
  account_not_found: ["account not found", "not found", "no such account", "invalid account", "invalid account number", "account does not exist", "does not exist", "invalid"],
  account_frozen: ["account frozen", "frozen", "blocked", "account blocked", "dormant", "account dormant", "inoperative", "account inoperative", "inactive", "account inactive"],
};

const WAITING_WORDS = ["pending", "in progress", "under process", "awaiting", "submitted"];

export type VerificationAnswer = { outcome: "name_at_bank"; name_at_bank: string } | { outcome: "account_failed"; reason: AccountFailureReason };

export interface VerificationResultRow {
  rowNumber: number;
  /** A verification's id, or the loan account number of the loan whose account was verified. */
  reference: string;
  answer: VerificationAnswer;
  date: string;
}

const failureOf = (words: string): AccountFailureReason | undefined =>
  (Object.keys(ACCOUNT_FAILURE_WORDS) as AccountFailureReason[]).find((reason) => ACCOUNT_FAILURE_WORDS[reason].includes(words));

/** The row's answer, as the operation's form takes it; the name is checked by the operation's own schema afterwards. */
export function answerOf(result: string | null, name: string | null): VerificationAnswer | RowProblem {
  const words = result === null ? "" : wordsOf(result);
  const failure = failureOf(words);
  if (failure) return { outcome: "account_failed", reason: failure };
  if (NAME_WORDS.includes(words)) {
    if (name === null) return { code: "validation_error", message: "The row gives no name at the bank", fields: [{ path: "name_at_bank", message: "is required when the bank found the account" }] };
    return { outcome: "name_at_bank", name_at_bank: name };
  }
  if (result === null) return { code: "validation_error", message: "The row has no result", fields: [{ path: "result", message: "is required" }] };
  if (WAITING_WORDS.includes(words)) {
    return { code: "validation_error", message: `The result "${result}" is no answer yet: the row is left until the bank answers`, fields: [{ path: "result", message: "is not a final answer" }] };
  }
  return {
    code: "validation_error",
    message: `The result "${result}" is neither a name from the bank nor a reason the account cannot be paid`,
    fields: [{ path: "result", message: "must say verified (success, valid, …) with the name, or account closed, not found or frozen" }],
  };
}

/** The file's rows as results, each or its problem. */
export function verificationResultRows(sheet: Sheet): { rows: (VerificationResultRow | (RowProblem & { rowNumber: number; reference: string | null }))[]; ignored: string[] } {
  const { at, ignored } = fileLayout(VERIFICATION_RESULT_SHEET, sheet, VERIFICATION_RESULT_COLUMNS);
  const text = (cells: Sheet["rows"][number]["cells"], column: VerificationColumn) => (at[column] === undefined ? null : cellText(cells[at[column]]));
  const rows = sheet.rows.map((row) => {
    const reference = text(row.cells, "reference");
    const named = { rowNumber: row.rowNumber, reference };
    if (row.misaligned) return { ...named, code: "validation_error" as const, message: `Row ${row.rowNumber} ${row.misaligned}`, fields: [{ path: "row", message: row.misaligned }] };
    if (reference === null) {
      return { ...named, code: "validation_error" as const, message: "The row names no verification", fields: [{ path: "reference", message: "give the verification id or the loan account number" }] };
    }
    const answer = answerOf(text(row.cells, "result"), text(row.cells, "name_at_bank"));
    if (isRowProblem(answer)) return { ...named, ...answer };
    const date = dateOf(text(row.cells, "date"));
    if (isRowProblem(date)) return { ...named, ...date };
    return { rowNumber: row.rowNumber, reference, answer, date };
  });
  return { rows, ignored };
}
