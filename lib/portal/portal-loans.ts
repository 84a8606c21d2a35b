import { z } from "zod";
import { read } from "@/lib/db/legacy-prisma";
import { notFound, type ErrorCode } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { ifscBank } from "@/lib/loans/ifsc-bank";
import { etagOf, loanBodyOf, loanRecordInclude } from "@/lib/loans/loan-record";
import { policyHistory, type PolicyHistoryEntry } from "@/lib/loans/policy-history";
import { presentDisbursal } from "@/lib/loans/present-disbursal";
import { presentLoan, type LoanView } from "@/lib/loans/present-loan";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { failureReasonOf, nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { isActive } from "@/lib/nach/nach-status";
import { nachStartRefusal } from "@/lib/nach/start-refusal";
import type { FailureReason } from "@/lib/schemas/nach";
import { LOAN_STATUSES } from "@/lib/schemas/loan-status";
import { parseInput } from "@/lib/schemas/parse";
import { KYC_TYPE } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { can, partnerScope, type StaffActor } from "@/lib/staff/roles";
import { loanStampOf } from "./loan-stamp";
import { actorLabels } from "./actor-names";
import { maskTail } from "./mask";

export const portalLoanQuerySchema = z.object({
  status: z.enum(LOAN_STATUSES).optional(),
  q: z.string().trim().max(64).optional(),
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export type PortalLoanQuery = z.input<typeof portalLoanQuerySchema>;

export interface PortalLoanRow {
  leadId: string;
  partnerLoanId: string;
  partnerName: string;
  customer: string;
  loanAmount: number;
  status: string;
  disbursed: boolean;
  nachStatus: string | null;
  bookedAt: string;
}

/** A search term is a lead id, a partner loan id or a mobile number, whichever it looks like. */
function searchWhere(q: string | undefined) {
  if (!q) return {};
  if (isUuid(q.toLowerCase())) return { id: q.toLowerCase() };
  if (/^[6-9]\d{9}$/.test(q)) return { mobileNumber: q };
  return { partnerLoanId: q };
}

/** The loans table of the portal: the actor's partner's loans, or every partner's for the lender's roles. */
export async function listPortalLoans({ actor, query }: { actor: StaffActor; query: unknown }): Promise<{ items: PortalLoanRow[]; nextCursor: string | null }> {
  const { status, q, cursor, limit } = parseInput(portalLoanQuerySchema, query, "Invalid filter");
  const rows = await read((tx) =>
    tx.loan.findMany({
      where: { ...partnerScope(actor), status, ...searchWhere(q), ...(cursor && isUuid(cursor) ? { id: { lt: cursor } } : {}) },
      orderBy: { id: "desc" },
      take: limit + 1,
      select: {
        id: true,
        partnerLoanId: true,
        fullName: true,
        loanAmount: true,
        status: true,
        disbursedAt: true,
        createdAt: true,
        partner: { select: { name: true } },
        nachs: { orderBy: { id: "desc" }, take: 1, select: { status: true } },
      },
    }),
  );
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      leadId: row.id,
      partnerLoanId: row.partnerLoanId,
      partnerName: row.partner.name,
      customer: row.fullName,
      loanAmount: row.loanAmount,
      status: row.status,
      disbursed: row.disbursedAt !== null,
      nachStatus: row.nachs[0]?.status ?? null,
      bookedAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

export interface PortalLoanEvent {
  id: string;
  type: string;
  /** Who did it, in words (lib/portal/actor-names.ts). */
  actor: string;
  at: string;
  data: Record<string, unknown>;
}

export interface PortalMandate {
  id: string;
  status: string;
  umrn: string | null;
  failureReason: FailureReason | null;
  createdAt: string;
  updatedAt: string;
  scan: { contentType: string; size: number; sha256: string; uploadedAt: string } | null;
}

/** The loan page's NACH panel, which it polls while a mandate waits for the bank. */
export interface PortalLoanNach {
  /** Newest first. */
  mandates: PortalMandate[];
  /** Why a new mandate cannot start, in the words the initiation refuses it with; null when it can. */
  startRefusal: { code: ErrorCode; message: string } | null;
}

export interface PortalLoan extends PortalLoanNach {
  loan: LoanView;
  partnerName: string;
  etag: string;
  events: PortalLoanEvent[];
  /** Every evaluation of the loan by the policy, newest first. */
  policyHistory: PolicyHistoryEntry[];
  disbursal: DisbursalRecord | null;
  /** What the page polls to know it is out of date (lib/portal/loan-stamp.ts). */
  stamp: string;
}

const MANDATE_INCLUDE = { scan: { select: { contentType: true, size: true, sha256: true, uploadedAt: true } } } satisfies Prisma.PhysicalNachInclude;

type MandateWithScan = Prisma.PhysicalNachGetPayload<{ include: typeof MANDATE_INCLUDE }>;

function loanNachOf(loanStatus: string, bankAccount: Loan["bank_account"], nachs: MandateWithScan[]): PortalLoanNach {
  const active = nachs.map(nachStatusOf).find(isActive) ?? null;
  const refusal = nachStartRefusal({ loanStatus, nachType: bankAccount.nach_type, activeStatus: active, bank: ifscBank(bankAccount.ifsc_code) });
  return {
    mandates: nachs.map((nach) => ({
      id: nach.id,
      status: nach.status,
      umrn: nach.umrn,
      failureReason: failureReasonOf(nach),
      createdAt: nach.createdAt.toISOString(),
      updatedAt: nach.updatedAt.toISOString(),
      scan: nach.scan ? { ...nach.scan, uploadedAt: nach.scan.uploadedAt.toISOString() } : null,
    })),
    startRefusal: refusal && { code: refusal.code, message: refusal.message },
  };
}

/** The loan's mandates and whether another may start, for the loan page's poll. Another partner's loan is not found. */
export async function getPortalLoanNach({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<PortalLoanNach> {
  const found = isUuid(leadId)
    ? await read((tx) =>
        tx.loan.findFirst({
          where: { id: leadId, ...partnerScope(actor) },
          select: { id: true, status: true, body: true, nachs: { orderBy: { id: "desc" }, include: MANDATE_INCLUDE } },
        }),
      )
    : null;
  if (!found) throw notFound("Loan");
  return loanNachOf(found.status, loanBodyOf(found).bank_account, found.nachs);
}

/** PAN and account numbers are shown in full only to roles that need them. */
function maskIdentifiers(loan: LoanView, actor: StaffActor): LoanView {
  if (can(actor, "seeFullIdentifiers")) return loan;
  return {
    ...loan,
    bank_account: { ...loan.bank_account, ac_number: loan.bank_account.ac_number.map((number) => maskTail(number)) },
    kyc: loan.kyc.map((item) => (item.kyc_type === KYC_TYPE.pan ? { ...item, identifier: maskTail(item.identifier) } : item)),
    co_applicant_details: loan.co_applicant_details?.map((item) => (item.co_pancard ? { ...item, co_pancard: maskTail(item.co_pancard) } : item)),
    ...(loan.ckyc_no === undefined ? {} : { ckyc_no: maskTail(loan.ckyc_no) }),
    physical_nach: loan.physical_nach && { ...loan.physical_nach, mandate: { ...loan.physical_nach.mandate, ac_number: maskTail(loan.physical_nach.mandate.ac_number) } },
  };
}

/** Everything the loan page shows. Another partner's loan is not found, as in the API. */
export async function getPortalLoan({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<PortalLoan> {
  const found = await read(async (tx) => {
    const record = isUuid(leadId)
      ? await tx.loan.findFirst({
          where: { id: leadId, ...partnerScope(actor) },
          include: {
            ...loanRecordInclude,
            partner: { select: { name: true } },
            disbursal: true,
            events: { orderBy: { createdAt: "asc" } },
            nachs: { orderBy: { id: "desc" }, include: MANDATE_INCLUDE },
          },
        })
      : null;
    if (!record) throw notFound("Loan");
    return record;
  });
  const latest = found.nachs[0];
  const loan = presentLoan(found, latest ? { physical_nach_id: latest.id, status: nachStatusOf(latest), umrn: latest.umrn, mandate: snapshotOf(latest) } : null);
  const actors = await actorLabels(found.events.map((event) => event.actor), actor);
  const events = found.events.map((event) => ({ id: event.id, type: event.type, actor: actors.get(event.actor) ?? "LoanDesk", at: event.createdAt.toISOString(), data: JSON.parse(event.data) as Record<string, unknown> }));
  return {
    loan: maskIdentifiers(loan, actor),
    partnerName: found.partner.name,
    etag: etagOf(found),
    events,
    policyHistory: policyHistory(events),
    ...loanNachOf(found.status, loan.bank_account, found.nachs),
    disbursal: found.disbursal ? presentDisbursal(found, found.disbursal) : null,
    stamp: loanStampOf({ ...found, eventCount: found.events.length }),
  };
}
