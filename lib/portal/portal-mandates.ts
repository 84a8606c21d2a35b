import "server-only";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { z } from "zod";
import { NACH_CLEARANCE_NOTE, openText } from "@/lib/crypto/sealed-columns";
import { read, type Queries } from "@/lib/db/transactions";
import { newestFirstPage, type NewestFirstPage } from "@/lib/db/newest-first-page";
import type { DB } from "@/lib/db/tables";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { failureReasonOf, nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { NACH_STATUSES, type NachStatus } from "@/lib/codes/nach-status";
import type { DisbursalHoldClearance } from "@/lib/nach/clear-disbursal-hold";
import { DISBURSAL_HOLD_CODES, NPCI_REASON_CODES, representationLimitOf, type RepresentationLimit } from "@/lib/codes/npci-reasons";
import { isUmrn } from "@/lib/codes/umrn";
import type { FailureReason, MandateSnapshot } from "@/lib/schemas/nach";
import { parseInput } from "@/lib/schemas/parse";
import { can, type StaffActor } from "@/lib/codes/roles";
import { scanOf, scanView } from "./loan-mandates";
import { ANY_FAILURE } from "./mandate-list-filter";
import { maskAccountNumber } from "@/lib/privacy/mask";
import { addDays } from "@/lib/calendar/calendar-date";
import { startOfIndianDay } from "@/lib/calendar/india-day";

export const portalMandateQuerySchema = z
  .object({
    status: z.enum(NACH_STATUSES, { error: `must be one of ${NACH_STATUSES.join(", ")}` }).optional(),
    reason: z.enum([ANY_FAILURE, ...NPCI_REASON_CODES], { error: `must be "${ANY_FAILURE}" or one of NPCI's mandate rejection codes (M003-M096)` }).optional(),
    started_to: z.iso.date({ error: "must be a date as YYYY-MM-DD" }).optional(),
    cursor: z.string().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  // Only a failed mandate has a reason: "registered with M038" would always list nothing.
  .refine((query) => query.reason === undefined || query.status === undefined || query.status === "failed", {
    path: ["reason"],
    message: "filters failed mandates: choose the status failed, or no status",
  });

/** What the list is asked for: the filter as the page's address gives it, checked by the schema. */
export type PortalMandateQuery = { status?: string; reason?: string; started_to?: string; cursor?: string; limit?: number };

export interface PortalMandateRow {
  id: string;
  status: NachStatus;
  umrn: string | null;
  leadId: string;
  partnerLoanId: string;
  partnerName: string;
  customer: string;
  createdAt: string;
  updatedAt: string;
  /** NPCI's reason when the mandate failed, else null. */
  failureReason: FailureReason | null;
  /** What NPCI allows after that reason; null unless the mandate failed. */
  representation: RepresentationLimit | null;
}

interface MandateWithLoan {
  id: string;
  status: string;
  umrn: string | null;
  loanId: string;
  createdAt: Date;
  updatedAt: Date;
  partnerLoanId: string;
  fullName: string;
  partnerName: string;
  failureCode: string | null;
  failureReason: string | null;
}

type MandateTables = "PhysicalNach" | "Loan" | "Partner";

/** Mandates with the loan and partner columns the tables show. */
const selectMandateRows = (queries: Queries) =>
  queries
    .selectFrom("PhysicalNach")
    .innerJoin("Loan", "Loan.id", "PhysicalNach.loanId")
    .innerJoin("Partner", "Partner.id", "Loan.partnerId")
    .select([
      "PhysicalNach.id",
      "PhysicalNach.status",
      "PhysicalNach.umrn",
      "PhysicalNach.loanId",
      "PhysicalNach.createdAt",
      "PhysicalNach.updatedAt",
      "PhysicalNach.failureCode",
      "PhysicalNach.failureReason",
      "Loan.partnerLoanId",
      "Loan.fullName",
      "Partner.name as partnerName",
    ]);

/** The actor's scope on the mandate: none for the lender's roles. */
export const mandateScope = (eb: ExpressionBuilder<DB, "PhysicalNach">, actor: StaffActor): Expression<SqlBool>[] =>
  actor.partnerId ? [eb("PhysicalNach.partnerId", "=", actor.partnerId)] : [];

function presentMandateRow(row: MandateWithLoan): PortalMandateRow {
  const status = nachStatusOf(row);
  return {
    id: row.id,
    status,
    umrn: row.umrn,
    leadId: row.loanId,
    partnerLoanId: row.partnerLoanId,
    partnerName: row.partnerName,
    customer: row.fullName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    failureReason: failureReasonOf(row),
    representation: status === "failed" ? representationLimitOf(row.failureCode) : null,
  };
}

/**
 * The list's filters as conditions: a reason filter takes failed mandates
 * only, with that code unless it is any failure's; `started_to` those started
 * on or before that day in India (the home page's stale mandates).
 */
export function filterWhere(
  eb: ExpressionBuilder<DB, "PhysicalNach">,
  { status, reason, started_to: startedTo }: Pick<z.output<typeof portalMandateQuerySchema>, "status" | "reason" | "started_to">,
): Expression<SqlBool>[] {
  const wanted = reason ? "failed" : status;
  return [
    ...(wanted ? [eb("PhysicalNach.status", "=", wanted)] : []),
    ...(reason && reason !== ANY_FAILURE ? [eb("PhysicalNach.failureCode", "=", reason)] : []),
    ...(startedTo ? [eb("PhysicalNach.createdAt", "<", startOfIndianDay(addDays(startedTo, 1)))] : []),
  ];
}

/**
 * The mandates table's query: the actor's partner's mandates, or every
 * partner's for the lender's roles, filtered, newest first. A page reads one
 * range of the (partnerId, status, id) or (status, id) index; a reason is
 * checked on the failed mandates that range holds, a small share of all, so
 * the code has no index of its own (docs/decisions/0140-mandate-list-filters.md).
 */
export const mandateList = (
  queries: Queries,
  actor: StaffActor,
  filter: Pick<z.output<typeof portalMandateQuerySchema>, "status" | "reason" | "started_to">,
  { before, take }: { before?: string; take: number },
) =>
  selectMandateRows(queries)
    .where((eb) => eb.and([...mandateScope(eb, actor), ...filterWhere(eb, filter), ...(before ? [eb("PhysicalNach.id", "<", before)] : [])]))
    .orderBy("PhysicalNach.id", "desc")
    .limit(take);

/** The mandates table: the actor's partner's mandates, or every partner's for the lender's roles; newest first. */
export async function listPortalMandates({ actor, query }: { actor: StaffActor; query: unknown }): Promise<NewestFirstPage<PortalMandateRow>> {
  const { cursor, limit, ...filter } = parseInput(portalMandateQuerySchema, query, "Invalid filter");
  return newestFirstPage({
    cursor,
    limit,
    readRows: (before, take) => read((queries) => mandateList(queries, actor, filter, { before, take }).execute()),
    present: presentMandateRow,
  });
}

/** More than any one loan gathers; a partner loan id shared across partners could otherwise list without end. */
const SEARCH_LIMIT = 50;

/**
 * What "Find a mandate" may be given, by its form: a physical NACH id (a
 * UUID), a UMRN (which only a registered mandate holds), or otherwise a loan
 * account number or a partner loan id, which are plain columns on the loan.
 */
function searchWhere(eb: ExpressionBuilder<DB, MandateTables>, term: string, actor: StaffActor): Expression<SqlBool> {
  const lower = term.toLowerCase();
  if (isUuid(lower)) return eb.and([eb("PhysicalNach.id", "=", lower), ...mandateScope(eb, actor)]);
  if (isUmrn(term.toUpperCase())) return eb.and([eb("PhysicalNach.umrn", "=", term.toUpperCase()), ...mandateScope(eb, actor)]);
  // Scoped by the loan, whose partner each of its mandates has. The mandate's
  // own partnerId as well would let SQLite, told the LIMIT, walk the partner's
  // mandates newest first in search of matches (p50 186 ms at a million loans)
  // instead of looking the loan up by (partnerId, partnerLoanId) or its account number.
  const loanScope = actor.partnerId ? [eb("Loan.partnerId", "=", actor.partnerId)] : [];
  return eb.and([...loanScope, eb.or([eb("Loan.loanAccountNumber", "=", term.toUpperCase()), eb("Loan.partnerLoanId", "=", term)])]);
}

/** "Find a mandate"'s query: what `term` names within the actor's scope, newest first. */
export const mandateSearch = (queries: Queries, actor: StaffActor, term: string) =>
  selectMandateRows(queries)
    .where((eb) => searchWhere(eb, term, actor))
    .orderBy("PhysicalNach.id", "desc")
    .limit(SEARCH_LIMIT);

/**
 * "Find a mandate": every mandate the term names within the actor's scope,
 * newest first. A loan's mandates all match its loan account number and
 * partner loan id, the failed and expired ones too, so the page can show the
 * whole story; another partner's mandates are never among them.
 */
export async function searchPortalMandates({ actor, term }: { actor: StaffActor; term: string }): Promise<PortalMandateRow[]> {
  const trimmed = term.trim();
  if (trimmed === "" || trimmed.length > 64) return [];
  const rows = await read((queries) => mandateSearch(queries, actor, trimmed).execute());
  return rows.map(presentMandateRow);
}

export interface PortalMandateDetail extends PortalMandateRow {
  loanAccountNumber: string;
  /** Masked for roles that may not see full identifiers. */
  bankAccountNumber: string;
  ifsc: string;
  scan: { contentType: string; size: number; sha256: string; uploadedAt: string } | null;
  /**
   * What the form printed, for the roles that may download the form (it
   * prints these values in full); null for the others.
   */
  mandate: MandateSnapshot | null;
  /** Set when the failure's reason (M013-M015) holds the loan's disbursal: with who cleared it, when and why, or null until operations do. */
  disbursalHold: { clearance: DisbursalHoldClearance | null } | null;
}

const holdsDisbursal = (row: { status: string; failureCode: string | null }) =>
  row.status === "failed" && (DISBURSAL_HOLD_CODES as readonly string[]).includes(row.failureCode ?? "");

function clearanceOf(row: { clearanceId: string | null; clearedBy: string | null; clearedAt: Date | null; clearanceNote: string | null }): DisbursalHoldClearance | null {
  const { clearanceId, clearedBy, clearedAt, clearanceNote } = row;
  if (clearanceId === null || clearedBy === null || clearedAt === null || clearanceNote === null) return null;
  return { clearedBy, clearedAt: clearedAt.toISOString(), note: openText(NACH_CLEARANCE_NOTE, clearanceId, clearanceNote) };
}

/** One mandate by its physical_nach_id; another partner's, a malformed id and an unknown one are all not found. */
export async function getPortalMandate({ actor, nachId }: { actor: StaffActor; nachId: string }): Promise<PortalMandateDetail> {
  const id = nachId.trim().toLowerCase();
  const row = isUuid(id)
    ? await read((queries) =>
        selectMandateRows(queries)
          .leftJoin("NachScan", "NachScan.nachId", "PhysicalNach.id")
          .leftJoin("NachDisbursalClearance", "NachDisbursalClearance.nachId", "PhysicalNach.id")
          .select([
            "PhysicalNach.mandate",
            "Loan.loanAccountNumber",
            "NachScan.id as scanId",
            "NachScan.contentType",
            "NachScan.size",
            "NachScan.sha256",
            "NachScan.uploadedAt",
            "NachDisbursalClearance.id as clearanceId",
            "NachDisbursalClearance.clearedBy",
            "NachDisbursalClearance.clearedAt",
            "NachDisbursalClearance.note as clearanceNote",
          ])
          .where((eb) => eb.and([eb("PhysicalNach.id", "=", id), ...mandateScope(eb, actor)]))
          .executeTakeFirst(),
      )
    : undefined;
  if (!row) throw notFound("Physical NACH");
  // The mandate's own account, fixed at initiation, not the loan's as it may stand now.
  const mandate = snapshotOf(row);
  return {
    ...presentMandateRow(row),
    loanAccountNumber: row.loanAccountNumber,
    bankAccountNumber: can(actor, "seeFullIdentifiers") ? mandate.ac_number : maskAccountNumber(mandate.ac_number, "screen"),
    ifsc: mandate.ifsc_code,
    scan: scanView(scanOf(row)),
    mandate: can(actor, "downloadMandateDocuments") ? mandate : null,
    disbursalHold: holdsDisbursal(row) ? { clearance: clearanceOf(row) } : null,
  };
}
