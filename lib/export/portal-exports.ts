import "server-only";
import { validationError } from "@/lib/errors/app-error";
import { portalMandateQuerySchema } from "@/lib/portal/portal-mandates";
import { LOAN_FILTER_KEYS, loanFilterSchema } from "@/lib/schemas/loan-filter";
import { parseInput } from "@/lib/schemas/parse";
import type { StaffActor } from "@/lib/codes/roles";
import { todayInIndia } from "@/lib/calendar/india-day";
import { csvStream } from "./csv-stream";
import { DISBURSAL_EXPORT_COLUMNS, disbursalExportPage } from "./disbursal-export";
import { LOAN_EXPORT_COLUMNS, loanExportPage } from "./loan-export";
import { MANDATE_EXPORT_COLUMNS, mandateExportPage } from "./mandate-export";

/** A CSV export on its way: its name, and its bytes as the client reads them. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: ReadableStream<Uint8Array>;
}

const CSV = "text/csv; charset=utf-8";

/**
 * The parameters `keys` names, each given at most once: a parameter given
 * twice is refused rather than one of its values guessed at, as the pages
 * refuse it. Others (a tracking tag, the page's cursor) are ignored.
 */
function filterParams(query: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const repeated = keys.filter((key) => query.getAll(key).length > 1);
  if (repeated.length > 0) throw validationError(repeated.map((key) => ({ path: key, message: "is given more than once" })), "Invalid filter");
  return Object.fromEntries(keys.flatMap((key) => (query.has(key) ? [[key, query.get(key) ?? ""]] : [])));
}

/**
 * The loans page's list as CSV, with the page's own URL parameters: the
 * same loans in the same order, scoped as the list is. A bad filter is
 * refused before any byte is sent.
 */
export function exportLoans(actor: StaffActor, query: URLSearchParams): ExportFile {
  const filter = parseInput(loanFilterSchema, filterParams(query, LOAN_FILTER_KEYS), "Invalid filter");
  return { fileName: `loans-${todayInIndia()}.csv`, contentType: CSV, stream: csvStream(LOAN_EXPORT_COLUMNS, (after) => loanExportPage(actor, filter, after), "loans") };
}

/**
 * The disbursals of the loans page's list as CSV: its disbursed loans, with
 * the UTR, the breakdown and the account paid. `disbursed=no` leaves none.
 */
export function exportDisbursals(actor: StaffActor, query: URLSearchParams): ExportFile {
  const filter = parseInput(loanFilterSchema, filterParams(query, LOAN_FILTER_KEYS), "Invalid filter");
  return {
    fileName: `disbursals-${todayInIndia()}.csv`,
    contentType: CSV,
    stream: csvStream(DISBURSAL_EXPORT_COLUMNS, (after) => disbursalExportPage(actor, filter, after), "disbursals"),
  };
}

const MANDATE_FILTER_KEYS = ["status", "reason", "started_to"] as const;

/** The NACH page's list as CSV, with the page's own URL parameters. */
export function exportMandates(actor: StaffActor, query: URLSearchParams): ExportFile {
  const { status, reason, started_to } = parseInput(portalMandateQuerySchema, filterParams(query, MANDATE_FILTER_KEYS), "Invalid filter");
  return {
    fileName: `mandates-${todayInIndia()}.csv`,
    contentType: CSV,
    stream: csvStream(MANDATE_EXPORT_COLUMNS, (after) => mandateExportPage(actor, { status, reason, started_to }, after), "mandates"),
  };
}
