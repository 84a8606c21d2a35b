import { createHash } from "node:crypto";
import { AppError, type ErrorCode, type FieldIssue } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";

/** Why a row changes nothing: an error code of the contract's list and its words, as the single-record form would show them. */
export interface RowProblem {
  code: ErrorCode;
  message: string;
  fields: FieldIssue[];
}

export const isRowProblem = (value: unknown): value is RowProblem => typeof value === "object" && value !== null && "code" in value && "fields" in value;

/**
 * What a row does: in a preview, `ready` (it would change its record) or
 * `already_applied` (its record already says what the row says); once
 * applied, `applied`; `refused` in either, with why.
 */
export type RowOutcome = "ready" | "applied" | "already_applied" | "refused";

/** One row of a bank file as the portal shows it: what it names, what it would change or changed, or why not. */
export interface BankFileRow {
  rowNumber: number;
  /** The value that names the record, as the file gives it. */
  reference: string | null;
  /** The record named, once found: a mandate, or a loan's account verification. */
  subject: { id: string; leadId: string; loanAccountNumber: string } | null;
  from: string | null;
  to: string | null;
  /** What the row records besides the status: the UMRN, NPCI's reason, the name at the bank and its score. */
  change: string | null;
  outcome: RowOutcome;
  problem: RowProblem | null;
}

export interface BankFileReport {
  /** SHA-256 of the file read, so that applying it can insist on the file previewed. */
  sha256: string;
  format: "csv" | "xlsx";
  /** The file's columns left aside: it has more than this service reads. */
  ignoredColumns: string[];
  counts: Record<RowOutcome, number>;
  rows: BankFileRow[];
}

export function problemOf(error: AppError): RowProblem {
  const fields = Array.isArray(error.details.fields) ? (error.details.fields as FieldIssue[]) : [];
  return { code: error.code, message: error.message, fields };
}

/** What is known of a row's record before its outcome: what it names, and its status now and after. */
export type RowFacts = Pick<BankFileRow, "rowNumber" | "reference"> & Partial<Pick<BankFileRow, "subject" | "from" | "to" | "change">>;

export const shownRow = (facts: RowFacts, outcome: RowOutcome, problem: RowProblem | null = null): BankFileRow => ({
  subject: null,
  from: null,
  to: null,
  change: null,
  ...facts,
  outcome,
  problem,
});

export const refusedRow = (facts: RowFacts, problem: RowProblem): BankFileRow => shownRow(facts, "refused", problem);

/** The row as applying it turned out: a refusal other than an unexpected error keeps the operation's own code and words. */
export function unappliedRow(shown: BankFileRow, error: unknown, logged: Record<string, unknown>): BankFileRow {
  if (error instanceof AppError) return { ...shown, outcome: "refused", problem: problemOf(error) };
  logger.error({ err: error, ...logged }, "a bank file row failed");
  return { ...shown, outcome: "refused", problem: { code: "internal_error", message: "Something went wrong with this row; it was not applied. Try the file again.", fields: [] } };
}

// Values per IN list: well under SQLite's and PostgreSQL's limits of bound values.
const LOOKUP_BATCH = 500;

/** The distinct values in lists short enough for one IN each. */
export function batches<T>(values: readonly T[]): T[][] {
  const unique = [...new Set(values)];
  return Array.from({ length: Math.ceil(unique.length / LOOKUP_BATCH) }, (_, index) => unique.slice(index * LOOKUP_BATCH, (index + 1) * LOOKUP_BATCH));
}

export const fileSha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

export function reportOf({ sha256, format, ignoredColumns, rows }: Omit<BankFileReport, "counts">): BankFileReport {
  const counts: Record<RowOutcome, number> = { ready: 0, applied: 0, already_applied: 0, refused: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return { sha256, format, ignoredColumns, counts, rows };
}

/** A file that is not the one previewed: applying it could change what nobody looked at. */
export const notThePreviewedFile = () =>
  new AppError("precondition_failed", "The file differs from the one previewed: preview it again, then apply", { fields: [{ path: "file", message: "is not the file previewed" }] });

/**
 * Applies a file's judged rows in order: each row that would change its
 * record through `applyOne` (the single-record form's own operation, its own
 * transaction), every other row as judged. A row the operation refuses is
 * reported by `refused` and stops none of the others.
 */
export async function applyRows<Apply>({ judged, applyOne, refused }: {
  judged: readonly { shown: BankFileRow; apply?: Apply }[];
  applyOne: (apply: Apply) => Promise<{ status: string }>;
  refused: (error: unknown, apply: Apply, shown: BankFileRow) => Promise<BankFileRow>;
}): Promise<BankFileRow[]> {
  const rows: BankFileRow[] = [];
  for (const { shown, apply } of judged) {
    if (!apply) {
      rows.push(shown);
      continue;
    }
    try {
      rows.push({ ...shown, to: (await applyOne(apply)).status, outcome: "applied" });
    } catch (error) {
      rows.push(await refused(error, apply, shown));
    }
  }
  return rows;
}
