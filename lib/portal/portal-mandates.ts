import { z } from "zod";
import { read } from "@/lib/db/legacy-prisma";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { failureReasonOf, nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { NACH_STATUSES, type NachStatus } from "@/lib/nach/nach-status";
import { isUmrn } from "@/lib/nach/umrn";
import type { FailureReason, MandateSnapshot } from "@/lib/schemas/nach";
import { parseInput } from "@/lib/schemas/parse";
import { can, partnerScope, type StaffActor } from "@/lib/staff/roles";
import { maskTail } from "./mask";

export const portalMandateQuerySchema = z.object({
  status: z.enum(NACH_STATUSES).optional(),
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export type PortalMandateQuery = z.input<typeof portalMandateQuerySchema>;

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
}

interface MandateWithLoan {
  id: string;
  status: string;
  umrn: string | null;
  loanId: string;
  createdAt: Date;
  updatedAt: Date;
  loan: { partnerLoanId: string; fullName: string; partner: { name: string } };
}

function presentMandateRow(row: MandateWithLoan): PortalMandateRow {
  return {
    id: row.id,
    status: nachStatusOf(row),
    umrn: row.umrn,
    leadId: row.loanId,
    partnerLoanId: row.loan.partnerLoanId,
    partnerName: row.loan.partner.name,
    customer: row.loan.fullName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The mandates table: the actor's partner's mandates, or every partner's for the lender's roles; newest first. */
export async function listPortalMandates({ actor, query }: { actor: StaffActor; query: unknown }): Promise<{ items: PortalMandateRow[]; nextCursor: string | null }> {
  const { status, cursor, limit } = parseInput(portalMandateQuerySchema, query, "Invalid filter");
  const rows = await read((tx) =>
    tx.physicalNach.findMany({
      where: { ...partnerScope(actor), status, ...(cursor && isUuid(cursor) ? { id: { lt: cursor } } : {}) },
      orderBy: { id: "desc" },
      take: limit + 1,
      include: ROW_INCLUDE,
    }),
  );
  const page = rows.slice(0, limit);
  return {
    items: page.map(presentMandateRow),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

const ROW_INCLUDE = { loan: { select: { partnerLoanId: true, fullName: true, partner: { select: { name: true } } } } } as const;

/** More than any one loan gathers; a partner loan id shared across partners could otherwise list without end. */
const SEARCH_LIMIT = 50;

/**
 * What "Find a mandate" may be given, by its form: a physical NACH id (a
 * UUID), a UMRN (which only a registered mandate holds), or otherwise a loan
 * account number or a partner loan id, which are plain columns on the loan.
 */
function searchWhere(term: string, scope: ReturnType<typeof partnerScope>) {
  const lower = term.toLowerCase();
  if (isUuid(lower)) return { id: lower };
  if (isUmrn(term.toUpperCase())) return { umrn: term.toUpperCase() };
  // The scope on the loan too, so partner staff's search uses the (partnerId, partnerLoanId) index.
  return { loan: { ...scope, OR: [{ loanAccountNumber: term.toUpperCase() }, { partnerLoanId: term }] } };
}

/**
 * "Find a mandate": every mandate the term names within the actor's scope,
 * newest first. A loan's mandates all match its loan account number and
 * partner loan id, the failed and expired ones too, so the page can show the
 * whole story; another partner's mandates are never among them.
 */
export async function findPortalMandates({ actor, term }: { actor: StaffActor; term: string }): Promise<PortalMandateRow[]> {
  const trimmed = term.trim();
  if (trimmed === "" || trimmed.length > 64) return [];
  const rows = await read((tx) =>
    tx.physicalNach.findMany({
      where: { ...searchWhere(trimmed, partnerScope(actor)), ...partnerScope(actor) },
      orderBy: { id: "desc" },
      take: SEARCH_LIMIT,
      include: ROW_INCLUDE,
    }),
  );
  return rows.map(presentMandateRow);
}

export interface PortalMandateDetail extends PortalMandateRow {
  failureReason: FailureReason | null;
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
}

/** One mandate by its physical_nach_id; another partner's, a malformed id and an unknown one are all not found. */
export async function getPortalMandate({ actor, nachId }: { actor: StaffActor; nachId: string }): Promise<PortalMandateDetail> {
  const id = nachId.trim().toLowerCase();
  const row = isUuid(id)
    ? await read((tx) =>
        tx.physicalNach.findFirst({
          where: { id, ...partnerScope(actor) },
          include: {
            loan: { select: { id: true, partnerLoanId: true, fullName: true, loanAccountNumber: true, partner: { select: { name: true } } } },
            scan: { select: { contentType: true, size: true, sha256: true, uploadedAt: true } },
          },
        }),
      )
    : null;
  if (!row) throw notFound("Physical NACH");
  // The mandate's own account, fixed at initiation, not the loan's as it may stand now.
  const mandate = snapshotOf(row);
  return {
    ...presentMandateRow(row),
    failureReason: failureReasonOf(row),
    loanAccountNumber: row.loan.loanAccountNumber,
    bankAccountNumber: can(actor, "seeFullIdentifiers") ? mandate.ac_number : maskTail(mandate.ac_number),
    ifsc: mandate.ifsc_code,
    scan: row.scan ? { ...row.scan, uploadedAt: row.scan.uploadedAt.toISOString() } : null,
    mandate: can(actor, "downloadMandateDocuments") ? mandate : null,
  };
}
