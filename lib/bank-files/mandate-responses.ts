import "server-only";
import { todayInIndia } from "@/lib/calendar/india-day";
import { readSheet } from "@/lib/csv/read-sheet";
import { read, type Queries } from "@/lib/db/transactions";
import type { PhysicalNachRow } from "@/lib/db/tables";
import { AppError } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { applyNachReport, type NachReport } from "@/lib/codes/nach-status";
import { describeNpciReason, isNpciReasonCode } from "@/lib/codes/npci-reasons";
import { bankReportOf, recordBankResponse } from "@/lib/nach/record-bank-response";
import { umrnInUse } from "@/lib/nach/report-nach-status";
import { applyRows, batches, fileSha256, notThePreviewedFile, problemOf, refusedRow, reportOf, shownRow, unappliedRow, type BankFileReport, type BankFileRow, type RowFacts, type RowProblem } from "./bank-file-rows";
import { MANDATE_RESPONSE_SHEET, mandateResponseRows, type MandateResponseRow } from "./mandate-response-file";

type FoundMandate = Pick<PhysicalNachRow, "id" | "partnerId" | "loanId" | "status" | "umrn" | "failureCode" | "failureReason" | "mandate"> & { loanAccountNumber: string };

function mandatesQuery(queries: Queries, partnerId: string | undefined) {
  let query = queries
    .selectFrom("PhysicalNach")
    .innerJoin("Loan", "Loan.id", "PhysicalNach.loanId")
    .select([
      "PhysicalNach.id",
      "PhysicalNach.partnerId",
      "PhysicalNach.loanId",
      "PhysicalNach.status",
      "PhysicalNach.umrn",
      "PhysicalNach.failureCode",
      "PhysicalNach.failureReason",
      "PhysicalNach.mandate",
      "Loan.loanAccountNumber",
    ]);
  if (partnerId) query = query.where("PhysicalNach.partnerId", "=", partnerId);
  return query;
}

interface Lookups {
  byId: Map<string, FoundMandate>;
  /** Each loan account number's latest mandate: the one in force or the latest attempt. */
  byLoanAccount: Map<string, FoundMandate>;
  byUmrn: Map<string, FoundMandate>;
  /** Every mandate a UMRN of the file is recorded on, whoever's: the operation refuses a UMRN in use on any. */
  umrnHolders: Map<string, string>;
}

/** Everything the rows name, in a few queries however long the file: scoped to `partnerId` for a partner's staff, so another's mandate is simply not found. */
async function lookUp(rows: readonly MandateResponseRow[], partnerId: string | undefined): Promise<Lookups> {
  const references = rows.flatMap((row) => (row.reference === null ? [] : [row.reference]));
  const ids = references.filter(isUuid);
  const loanAccounts = references.filter((reference) => !isUuid(reference));
  const umrns = rows.flatMap((row) => (row.umrn === null ? [] : [row.umrn]));
  return read(async (queries) => {
    const lookups: Lookups = { byId: new Map(), byLoanAccount: new Map(), byUmrn: new Map(), umrnHolders: new Map() };
    for (const batch of batches(ids)) {
      for (const found of await mandatesQuery(queries, partnerId).where("PhysicalNach.id", "in", batch).execute()) lookups.byId.set(found.id, found);
    }
    for (const batch of batches(loanAccounts)) {
      const found = await mandatesQuery(queries, partnerId).where("Loan.loanAccountNumber", "in", batch).orderBy("PhysicalNach.id", "asc").execute();
      // Ids are UUID v7, in time order: the last one of a loan is its latest mandate.
      for (const mandate of found) lookups.byLoanAccount.set(mandate.loanAccountNumber, mandate);
    }
    for (const batch of batches(umrns)) {
      for (const found of await mandatesQuery(queries, partnerId).where("PhysicalNach.umrn", "in", batch).execute()) lookups.byUmrn.set(found.umrn ?? "", found);
      const holders = await queries.selectFrom("PhysicalNach").select(["id", "umrn"]).where("umrn", "in", batch).execute();
      for (const holder of holders) lookups.umrnHolders.set(holder.umrn ?? "", holder.id);
    }
    return lookups;
  });
}

function mandateOfRow(row: MandateResponseRow, lookups: Lookups): FoundMandate | undefined {
  if (row.reference !== null) return isUuid(row.reference) ? lookups.byId.get(row.reference) : lookups.byLoanAccount.get(row.reference);
  return row.umrn === null ? undefined : lookups.byUmrn.get(row.umrn);
}

const notFoundProblem = (row: MandateResponseRow): RowProblem => ({
  code: "not_found",
  message: row.reference === null ? "No mandate has this UMRN" : "No mandate has this reference",
  fields: [{ path: row.reference === null ? "umrn" : "reference", message: "names no mandate: give our physical NACH id or the loan account number (Reference 1 on the form)" }],
});

const dateProblem = (message: string): RowProblem => ({ code: "validation_error", message: "The row's date does not fit this mandate", fields: [{ path: "date", message }] });

/** What the row says of the mandate, and whether the mandate already says it. */
const inputOf = (row: MandateResponseRow) =>
  row.status === "registered" ? { status: "registered", umrn: row.umrn ?? undefined } : { status: "failed", reason_code: row.reasonCode ?? undefined };

function alreadySays(mandate: FoundMandate, row: MandateResponseRow): boolean {
  if (mandate.status !== row.status) return false;
  return row.status === "registered" ? mandate.umrn === row.umrn : mandate.failureCode === row.reasonCode;
}

const changeOf = (report: NachReport): string | null => {
  if (report.status === "registered") return `UMRN ${report.umrn ?? ""}`;
  return report.reasonCode && isNpciReasonCode(report.reasonCode) ? `${report.reasonCode}: ${describeNpciReason(report.reasonCode)}` : null;
};

interface Judged {
  shown: BankFileRow;
  /** For a row that would change its mandate: what the operation is called with. */
  apply?: { nachId: string; input: Record<string, unknown>; row: MandateResponseRow };
}

/**
 * One row judged as the single-mandate form's operation would judge it
 * (the same input schema and state machine, the UMRN's prefix and use),
 * without writing: plus what only a file can get wrong, a second row for
 * one mandate or one UMRN, and a response dated before its mandate.
 */
function judgeRow(row: MandateResponseRow, lookups: Lookups, today: string, seen: { mandates: Map<string, number>; umrns: Map<string, number> }): Judged {
  const mandate = mandateOfRow(row, lookups);
  const named = { rowNumber: row.rowNumber, reference: row.reference ?? row.umrn };
  if (!mandate) return { shown: refusedRow(named, notFoundProblem(row)) };
  const snapshot = snapshotOf(mandate);
  const found: RowFacts = { ...named, subject: { id: mandate.id, leadId: mandate.loanId, loanAccountNumber: mandate.loanAccountNumber }, from: mandate.status, to: row.status };
  const refused = (problem: RowProblem): Judged => ({ shown: refusedRow(found, problem) });
  if (row.date > today) return refused(dateProblem(`${row.date} is after today: a response cannot be dated ahead`));
  if (row.date < snapshot.mandate_date) {
    return refused(dateProblem(`${row.date} is before this mandate was initiated (${snapshot.mandate_date}): the response is about an earlier mandate of the loan; name it by its physical NACH id`));
  }
  const earlier = seen.mandates.get(mandate.id);
  if (earlier !== undefined) {
    return refused({ code: "validation_error", message: `Row ${earlier} of this file already answers this mandate`, fields: [{ path: "reference", message: `names the mandate row ${earlier} names` }] });
  }
  seen.mandates.set(mandate.id, row.rowNumber);
  let report: NachReport;
  try {
    report = bankReportOf(inputOf(row));
    if (alreadySays(mandate, row)) return { shown: shownRow({ ...found, to: mandate.status, change: changeOf(report) }, "already_applied") };
    const next = applyNachReport({ status: nachStatusOf(mandate), umrn: mandate.umrn, failureCode: mandate.failureCode, failureReason: mandate.failureReason }, report, snapshot.sponsor_bank_code);
    if (next.umrn) {
      const holder = lookups.umrnHolders.get(next.umrn);
      if (holder !== undefined && holder !== mandate.id) throw umrnInUse(next.umrn);
      const earlierUmrn = seen.umrns.get(next.umrn);
      if (earlierUmrn !== undefined) {
        return refused({ code: "umrn_in_use", message: `Row ${earlierUmrn} of this file gives this UMRN to another mandate`, fields: [{ path: "umrn", message: `${next.umrn} is on row ${earlierUmrn} too: NPCI issues each UMRN once` }] });
      }
      seen.umrns.set(next.umrn, row.rowNumber);
    }
  } catch (error) {
    if (error instanceof AppError) return refused(problemOf(error));
    throw error;
  }
  return { shown: shownRow({ ...found, change: changeOf(report) }, "ready"), apply: { nachId: mandate.id, input: inputOf(row), row } };
}

async function judgeFile({ bytes, partnerId, now }: { bytes: Uint8Array; partnerId?: string; now: Date }) {
  const sheet = await readSheet(MANDATE_RESPONSE_SHEET, bytes);
  const { rows, ignored } = mandateResponseRows(sheet);
  if (rows.length === 0) throw new AppError("validation_error", "The file has no responses", { fields: [{ path: "file", message: "has a header but no rows under it" }] });
  const readable = rows.filter((row): row is MandateResponseRow => "status" in row);
  const lookups = await lookUp(readable, partnerId);
  const today = todayInIndia(now);
  const seen = { mandates: new Map<string, number>(), umrns: new Map<string, number>() };
  const judged = rows.map((row): Judged => ("status" in row ? judgeRow(row, lookups, today, seen) : { shown: refusedRow(row, row) }));
  return { sha256: fileSha256(bytes), format: sheet.format, ignoredColumns: ignored, judged };
}

/**
 * What a sponsor bank's mandate response file would change (docs/bank-files.md):
 * every row with its mandate, its status now and after, or why it would
 * change nothing. Nothing is written.
 */
export async function previewMandateResponses({ bytes, partnerId, now = new Date() }: { bytes: Uint8Array; partnerId?: string; now?: Date }): Promise<BankFileReport> {
  const { judged, ...file } = await judgeFile({ bytes, partnerId, now });
  return reportOf({ ...file, rows: judged.map((one) => one.shown) });
}

/** A row the operation refused: `already_applied` when the mandate now says what the row says (another upload got there first), else refused. */
async function refusalOf(error: unknown, apply: NonNullable<Judged["apply"]>, shown: BankFileRow, partnerId: string | undefined): Promise<BankFileRow> {
  if (error instanceof AppError && error.code === "invalid_transition") {
    const now = await read((queries) => mandatesQuery(queries, partnerId).where("PhysicalNach.id", "=", apply.nachId).executeTakeFirst());
    if (now && alreadySays(now, apply.row)) return { ...shown, to: now.status, outcome: "already_applied" };
  }
  return unappliedRow(shown, error, { nachId: apply.nachId });
}

/**
 * Applies a previewed response file: each row that would change its mandate
 * goes through the single-mandate form's operation (recordBankResponse), in
 * its own transaction with its own webhook, so one refused row stops none of
 * the others. The file is judged again first, against the mandates as they
 * are now; a row whose mandate already says what it says is reported and
 * not applied, which is what makes a second upload of a file change nothing
 * (docs/decisions/0156-bank-files-idempotent-rows.md). `previewed` is the SHA-256 the preview gave.
 */
export async function applyMandateResponses({ bytes, previewed, partnerId, actor }: { bytes: Uint8Array; previewed: string; partnerId?: string; actor: string }): Promise<BankFileReport> {
  const { judged, ...file } = await judgeFile({ bytes, partnerId, now: new Date() });
  if (file.sha256 !== previewed) throw notThePreviewedFile();
  const rows = await applyRows({
    judged,
    applyOne: (apply) => recordBankResponse({ nachId: apply.nachId, partnerId, input: apply.input, actor }),
    refused: (error, apply, shown) => refusalOf(error, apply, shown, partnerId),
  });
  return reportOf({ ...file, rows });
}
