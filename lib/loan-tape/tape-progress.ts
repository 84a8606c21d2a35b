import "server-only";
import type { Selectable } from "kysely";
import { read, type Queries } from "@/lib/db/transactions";
import { dateFromStored } from "@/lib/db/stored-values";
import type { DB } from "@/lib/db/tables";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";

export type TapeStatus = "queued" | "processing" | "done";
export type TapeRowOutcome = "pending" | "booked" | "already_booked" | "refused";

export interface TapeUpload {
  id: string;
  fileName: string;
  format: string;
  status: TapeStatus;
  rowCount: number;
  approved: number;
  rejected: number;
  alreadyBooked: number;
  refused: number;
  /** Rows with a result: the progress bar's position. */
  processed: number;
  createdAt: string;
  finishedAt: string | null;
}

export interface TapeRowResultView {
  rowNumber: number;
  partnerLoanId: string | null;
  outcome: TapeRowOutcome;
  leadId: string | null;
  loanAccountNumber: string | null;
  status: string | null;
  rejectionReason: string | null;
  error: { code: string; message: string; fields: { path: string; message: string }[]; details: Record<string, unknown> } | null;
}

const UPLOAD_COLUMNS = ["id", "fileName", "format", "status", "rowCount", "approvedCount", "rejectedCount", "alreadyBookedCount", "refusedCount", "createdAt", "finishedAt"] as const;
type UploadRow = Pick<Selectable<DB["LoanTapeUpload"]>, (typeof UPLOAD_COLUMNS)[number]>;

function uploadView(row: UploadRow): TapeUpload {
  const processed = row.approvedCount + row.rejectedCount + row.alreadyBookedCount + row.refusedCount;
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    status: row.status === "done" ? "done" : row.status === "processing" ? "processing" : "queued",
    rowCount: row.rowCount,
    approved: row.approvedCount,
    rejected: row.rejectedCount,
    alreadyBooked: row.alreadyBookedCount,
    refused: row.refusedCount,
    processed,
    createdAt: dateFromStored(row.createdAt).toISOString(),
    finishedAt: row.finishedAt === null ? null : dateFromStored(row.finishedAt).toISOString(),
  };
}

async function findUpload(queries: Queries, partnerId: string, uploadId: string): Promise<TapeUpload> {
  // Another partner's upload is not found, as if it did not exist.
  if (!isUuid(uploadId)) throw notFound("Loan tape");
  const row = await queries
    .selectFrom("LoanTapeUpload")
    .select(UPLOAD_COLUMNS)
    .where("partnerId", "=", partnerId)
    .where("id", "=", uploadId)
    .executeTakeFirst();
  if (!row) throw notFound("Loan tape");
  return uploadView(row);
}

/** A partner's upload with its counts; not_found for another partner's. */
export const getTapeUpload = ({ partnerId, uploadId }: { partnerId: string; uploadId: string }): Promise<TapeUpload> =>
  read((queries) => findUpload(queries, partnerId, uploadId));

/** The partner's latest uploads, newest first. */
export async function listTapeUploads({ partnerId, limit = 20 }: { partnerId: string; limit?: number }): Promise<TapeUpload[]> {
  const rows = await read((queries) =>
    queries
      .selectFrom("LoanTapeUpload")
      .select(UPLOAD_COLUMNS)
      .where("partnerId", "=", partnerId)
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
  );
  return rows.map(uploadView);
}

function errorOf(row: { errorCode: string | null; errorMessage: string | null; errorDetails: string | null }): TapeRowResultView["error"] {
  if (row.errorCode === null) return null;
  const details = row.errorDetails === null ? {} : (JSON.parse(row.errorDetails) as Record<string, unknown>);
  const fields = Array.isArray(details.fields) ? (details.fields as { path: string; message: string }[]) : [];
  return { code: row.errorCode, message: row.errorMessage ?? "", fields, details };
}

export type TapeRowFilter = "all" | "refused" | "rejected" | "approved";

/** Rows of a partner's upload in row order, from `fromRow` on, as many as `limit`; each with its result once it has one. */
export async function listTapeRows({
  partnerId,
  uploadId,
  filter = "all",
  fromRow = 0,
  limit = 100,
}: {
  partnerId: string;
  uploadId: string;
  filter?: TapeRowFilter;
  fromRow?: number;
  limit?: number;
}): Promise<TapeRowResultView[]> {
  return read(async (queries) => {
    await findUpload(queries, partnerId, uploadId);
    let query = queries
      .selectFrom("LoanTapeRow")
      .select(["rowNumber", "partnerLoanId", "outcome", "leadId", "loanAccountNumber", "status", "rejectionReason", "errorCode", "errorMessage", "errorDetails"])
      .where("uploadId", "=", uploadId)
      .where("rowNumber", ">=", fromRow);
    if (filter === "refused") query = query.where("outcome", "=", "refused");
    if (filter === "rejected" || filter === "approved") query = query.where("status", "=", filter === "rejected" ? "Rejected" : "Approved");
    const rows = await query.orderBy("rowNumber").limit(limit).execute();
    return rows.map((row) => ({
      rowNumber: row.rowNumber,
      partnerLoanId: row.partnerLoanId,
      outcome: (["booked", "already_booked", "refused"].includes(row.outcome) ? row.outcome : "pending") as TapeRowOutcome,
      leadId: row.leadId,
      loanAccountNumber: row.loanAccountNumber,
      status: row.status,
      rejectionReason: row.rejectionReason,
      error: errorOf(row),
    }));
  });
}
