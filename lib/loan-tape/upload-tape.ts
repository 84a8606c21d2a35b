import "server-only";
import type { Insertable } from "kysely";
import { LOAN_TAPE_ROW_INPUT, sealText } from "@/lib/crypto/sealed-columns";
import { write } from "@/lib/db/transactions";
import type { DB } from "@/lib/db/tables";
import { validationError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";
import { wake } from "@/lib/jobs/wakeup";
import { isStorableText } from "@/lib/schemas/fields";
import { readTape } from "./read-tape";
import { rowBody } from "./row-body";
import { headerColumns } from "./tape-header";
import type { SheetRow } from "@/lib/csv/sheet";
import { LOAN_TAPE_TOPIC } from "./tape-topic";

type NewRow = Insertable<DB["LoanTapeRow"]>;

// Rows per INSERT: well under SQLite's limit of bound values.
const INSERT_BATCH = 200;
const STORED_ID_LENGTH = 100;
const FILE_NAME_LENGTH = 200;

/** A name to show for the upload: the file's own when it is printable text, else a neutral one. */
function shownFileName(name: string | undefined): string {
  const cleaned = (name ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, FILE_NAME_LENGTH);
  return cleaned && isStorableText(cleaned) ? cleaned : "loan tape";
}

const storedPartnerLoanId = (value: unknown): string | null =>
  typeof value === "string" && value !== "" && value.length <= STORED_ID_LENGTH && isStorableText(value) ? value : null;

function refusedRow(base: Omit<NewRow, "outcome">, code: string, message: string, details: Record<string, unknown>, now: Date): NewRow {
  return { ...base, outcome: "refused", errorCode: code, errorMessage: message, errorDetails: JSON.stringify(details), processedAt: now };
}

/**
 * Each row as it is stored: waiting for its booking, with its body sealed,
 * or refused already because the file itself says it cannot be booked as
 * the row reads (cells out of line with the header, a value the spreadsheet
 * mangled, a partner loan id an earlier row of the tape has).
 */
function storedRows(uploadId: string, rows: readonly SheetRow[], columns: ReturnType<typeof headerColumns>, now: Date): NewRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    const id = newId();
    const { body, issues } = rowBody(columns, row.cells);
    const partnerLoanId = storedPartnerLoanId(body.partner_loan_id);
    const base = { id, uploadId, rowNumber: row.rowNumber, partnerLoanId };
    if (row.misaligned) {
      const message = `Row ${row.rowNumber} ${row.misaligned}`;
      return refusedRow(base, "validation_error", message, { fields: [{ path: "row", message: row.misaligned }] }, now);
    }
    if (issues.length > 0) return refusedRow(base, "validation_error", "The row's cells cannot be read as the loan body", { fields: issues }, now);
    const earlier = partnerLoanId === null ? undefined : firstRowOf.get(partnerLoanId);
    if (earlier !== undefined) {
      return refusedRow(base, "duplicate_partner_loan_id", `Partner Loan ID is already on row ${earlier} of this tape; a tape books each partner loan id once`, { row: earlier }, now);
    }
    if (partnerLoanId !== null) firstRowOf.set(partnerLoanId, row.rowNumber);
    return { ...base, outcome: "pending", input: sealText(LOAN_TAPE_ROW_INPUT, id, JSON.stringify(body)) };
  });
}

export interface TapeUploaded {
  upload_id: string;
  rows: number;
}

/**
 * Takes a partner's loan tape: reads it (CSV or XLSX, known by content),
 * refuses the whole file when it cannot be read as the documented columns,
 * and stores one row per loan for the background job to book
 * (./book-tape-rows.ts), which it wakes once the upload is committed.
 */
export async function uploadLoanTape({ partnerId, actor, fileName, bytes }: { partnerId: string; actor: string; fileName?: string; bytes: Uint8Array }): Promise<TapeUploaded> {
  const sheet = await readTape(bytes);
  const columns = headerColumns(sheet);
  if (sheet.rows.length === 0) throw validationError([{ path: "tape", message: "has a header but no loans: add one loan per row under it" }], "The tape has no loans");
  const now = new Date();
  const uploadId = newId();
  const rows = storedRows(uploadId, sheet.rows, columns, now);
  const refused = rows.filter((row) => row.outcome === "refused").length;
  const done = refused === rows.length;
  await write(async (queries) => {
    await queries
      .insertInto("LoanTapeUpload")
      .values({
        id: uploadId,
        partnerId,
        actor,
        fileName: shownFileName(fileName),
        format: sheet.format,
        status: done ? "done" : "queued",
        rowCount: rows.length,
        refusedCount: refused,
        createdAt: now,
        finishedAt: done ? now : null,
      })
      .execute();
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await queries.insertInto("LoanTapeRow").values(rows.slice(start, start + INSERT_BATCH)).execute();
    }
  });
  wake(LOAN_TAPE_TOPIC);
  return { upload_id: uploadId, rows: rows.length };
}
