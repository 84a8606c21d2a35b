import "server-only";
import { z } from "zod";
import { answerRefusal } from "@/lib/bank-verification/record-verification";
import { latestVerification, presentVerification } from "@/lib/bank-verification/verification-record";
import { read } from "@/lib/db/transactions";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { getPartnerLoan } from "@/lib/loan-records/find-loan";
import { listConsents } from "@/lib/loans/consent-records";
import { ifscBank } from "@/lib/codes/ifsc-bank";
import { loanEvents } from "@/lib/loan-records/loan-events";
import { etagOf, loanBodyOf } from "@/lib/loan-records/loan-record";
import { policyHistory, type PolicyHistoryEntry } from "@/lib/loans/policy-history";
import { presentDisbursal } from "@/lib/loans/present-disbursal";
import { presentLoan, type LoanView } from "@/lib/loans/present-loan";
import { loanWithheldReleases } from "@/lib/loans/withheld-releases";
import { presentCoolingOffExit } from "@/lib/loans/present-cooling-off-exit";
import { todayInIndia } from "@/lib/calendar/india-day";
import { lenderConfig } from "@/lib/config/lender";
import type { WithheldReleaseRow } from "@/lib/db/tables";
import type { CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import { failureReasonOf, nachStatusOf, snapshotOf } from "@/lib/nach/nach-record";
import { isActive } from "@/lib/codes/nach-status";
import { rejectedAccount } from "@/lib/nach/account-rejection";
import { nachStartRefusal } from "@/lib/nach/start-refusal";
import type { FailureReason, MandateSnapshot } from "@/lib/schemas/nach";
import { KYC_TYPE } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { can, type StaffActor } from "@/lib/codes/roles";
import { loanStampOf } from "./loan-stamp";
import { actorLabels } from "./actor-names";
import { maskAccountNumber, maskIdentifier } from "@/lib/privacy/mask";
import { fieldOfPath, narrowForScreen } from "@/lib/privacy/audit-mask";
import { loanChangeSchema } from "@/lib/schemas/loan-history";
import { loanMandates, scanView, type MandateWithScan } from "./loan-mandates";
import { nachStartTerms, termsRefusalText, type NachStartTerms } from "./nach-start-terms";
import { findAgreement } from "@/lib/loans/loan-agreement";

export interface PortalLoanEvent {
  id: string;
  type: string;
  /** Who did it, in words (lib/portal/actor-names.ts). */
  actor: string;
  at: string;
  data: Record<string, unknown>;
}

/** The terms a mandate's form printed, as the loan page lists them; the account number masked. */
export type PortalMandateTerms = Pick<MandateSnapshot, "frequency" | "debit_type" | "amount" | "start_date" | "end_date" | "until_cancelled" | "account_type" | "ac_number" | "signatories">;

export interface PortalMandate {
  id: string;
  status: string;
  umrn: string | null;
  failureReason: FailureReason | null;
  createdAt: string;
  updatedAt: string;
  scan: { contentType: string; size: number; sha256: string; uploadedAt: string } | null;
  terms: PortalMandateTerms;
}

/** The loan page's NACH panel, which it polls while a mandate waits for the bank. */
export interface PortalLoanNach {
  /** Newest first. */
  mandates: PortalMandate[];
  /** Why a new mandate cannot start, in the words the initiation refuses it with; null when it can. */
  startRefusal: { code: ErrorCode; message: string } | null;
  /** What a new mandate would print, for staff to confirm or change before it starts; null when none can start or the actor may not start one. */
  startTerms: NachStartTerms | null;
}

/** A withhold tranche's money as operations see it on the loan page. */
export interface PortalWithheldRelease {
  position: number;
  dueOn: string;
  amount: number;
  releasedAt: string | null;
  transactionId: string | null;
  /** The borrower's exit completed first: it is not paid. */
  cancelled: boolean;
  /** Not released, not cancelled, and its date is past (India time). */
  overdue: boolean;
}

const portalRelease = (row: WithheldReleaseRow, today: string): PortalWithheldRelease => ({
  position: row.position,
  dueOn: row.dueOn,
  amount: row.amount,
  releasedAt: row.releasedAt?.toISOString() ?? null,
  transactionId: row.transactionId,
  cancelled: row.cancelledAt !== null,
  overdue: row.releasedAt === null && row.cancelledAt === null && row.dueOn < today,
});

export interface PortalLoan extends PortalLoanNach {
  loan: LoanView;
  partnerName: string;
  etag: string;
  events: PortalLoanEvent[];
  /** Every evaluation of the loan by the policy, newest first. */
  policyHistory: PolicyHistoryEntry[];
  disbursal: DisbursalRecord | null;
  /** The withhold tranches' money, in the loan's order; empty before disbursal. */
  releases: PortalWithheldRelease[];
  coolingOffExit: CoolingOffExit | null;
  /** Whether the account's verification takes the bank's answer now (lib/bank-verification/record-verification.ts). */
  verificationOpen: boolean;
  /** The id of the verification shown, which an answer names; null when the loan has none. */
  verificationId: string | null;
  /** What the page polls to know it is out of date (lib/portal/loan-stamp.ts). */
  stamp: string;
}

function mandateTermsOf(nach: MandateWithScan): PortalMandateTerms {
  const { frequency, debit_type, amount, start_date, end_date, until_cancelled, account_type, ac_number, signatories } = snapshotOf(nach);
  return { frequency, debit_type, amount, start_date, end_date, until_cancelled, account_type, ac_number: maskAccountNumber(ac_number, "screen"), signatories };
}

/**
 * Whether a new mandate may start, and on what terms: the start's refusal
 * (lib/nach/start-refusal.ts), else the terms' own when even the default
 * terms are refused, else the terms for the actor who may start one.
 */
function startOf(loan: { status: string; exited: boolean; body: Loan }, nachs: MandateWithScan[], canStart: boolean): Pick<PortalLoanNach, "startRefusal" | "startTerms"> {
  const { bank_account: bankAccount } = loan.body;
  const active = nachs.map(nachStatusOf).find(isActive) ?? null;
  // The portal's Start checks the default account: the first, signed by its holder.
  const intended = { acNumber: bankAccount.ac_number[0] ?? "", ifscCode: bankAccount.ifsc_code, acName: bankAccount.ac_name, signatories: [bankAccount.ac_name] };
  const refusal = nachStartRefusal({
    loanStatus: loan.status,
    exited: loan.exited,
    nachType: bankAccount.nach_type,
    activeStatus: active,
    rejectedAccount: rejectedAccount(nachs, intended),
    bank: ifscBank(bankAccount.ifsc_code),
  });
  if (refusal) return { startRefusal: { code: refusal.code, message: refusal.message }, startTerms: null };
  try {
    return { startRefusal: null, startTerms: canStart ? nachStartTerms(loan.body, todayInIndia(), lenderConfig().nachCategory) : null };
  } catch (error) {
    if (error instanceof AppError) return { startRefusal: { code: error.code, message: termsRefusalText(error) }, startTerms: null };
    throw error;
  }
}

function loanNachOf(loan: { status: string; exited: boolean; body: Loan }, nachs: MandateWithScan[], actor: StaffActor): PortalLoanNach {
  return {
    mandates: nachs.map((nach) => ({
      id: nach.id,
      status: nach.status,
      umrn: nach.umrn,
      failureReason: failureReasonOf(nach),
      createdAt: nach.createdAt.toISOString(),
      updatedAt: nach.updatedAt.toISOString(),
      scan: scanView(nach.scan),
      terms: mandateTermsOf(nach),
    })),
    ...startOf(loan, nachs, can(actor, "manageMandates")),
  };
}

/** The loan's mandates and whether another may start, for the loan page's poll. Another partner's loan is not found. */
export async function getPortalLoanNach({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<PortalLoanNach> {
  const { loan, nachs } = await read(async (queries) => {
    const record = await getPartnerLoan(queries, actor.partnerId, leadId);
    return { loan: record, nachs: await loanMandates(queries, record.id) };
  });
  return loanNachOf({ status: loan.status, exited: loan.exitedAt !== null, body: loanBodyOf(loan) }, nachs, actor);
}

/** PAN and account numbers are shown in full only to roles that need them. */
function maskIdentifiers(loan: LoanView, actor: StaffActor): LoanView {
  if (can(actor, "seeFullIdentifiers")) return loan;
  return {
    ...loan,
    bank_account: { ...loan.bank_account, ac_number: loan.bank_account.ac_number.map((number) => maskAccountNumber(number, "screen")) },
    kyc: loan.kyc.map((item) => (item.kyc_type === KYC_TYPE.pan ? { ...item, identifier: maskIdentifier(item.identifier) } : item)),
    co_applicant_details: loan.co_applicant_details?.map((item) => (item.co_pancard ? { ...item, co_pancard: maskIdentifier(item.co_pancard) } : item)),
    ...(loan.ckyc_no === undefined ? {} : { ckyc_no: maskIdentifier(loan.ckyc_no) }),
    physical_nach: loan.physical_nach && { ...loan.physical_nach, mandate: { ...loan.physical_nach.mandate, ac_number: maskAccountNumber(loan.physical_nach.mandate.ac_number, "screen") } },
  };
}

const recordedChanges = z.array(loanChangeSchema);

/** An audit event's values for a role that sees identifiers masked: its PANs narrowed to what the screens show. */
function eventForScreen(event: PortalLoanEvent): PortalLoanEvent {
  const { body, changes } = event.data;
  const parsed = recordedChanges.safeParse(changes);
  return {
    ...event,
    data: {
      ...event.data,
      ...(body === undefined ? {} : { body: narrowForScreen(body) }),
      ...(parsed.success
        ? { changes: parsed.data.map(({ path, from, to }) => ({ path, from: narrowForScreen(from, fieldOfPath(path)), to: narrowForScreen(to, fieldOfPath(path)) })) }
        : {}),
    },
  };
}

/** Everything the loan page shows. Another partner's loan is not found, as in the API. */
export async function getPortalLoan({ actor, leadId }: { actor: StaffActor; leadId: string }): Promise<PortalLoan> {
  const found = await read(async (queries) => {
    const record = await getPartnerLoan(queries, actor.partnerId, leadId);
    const [partner, disbursal, events, nachs, releases, coolingOffExit, consents, verification, agreement] = await Promise.all([
      queries.selectFrom("Partner").select("name").where("id", "=", record.partnerId).executeTakeFirstOrThrow(),
      queries.selectFrom("Disbursal").selectAll().where("loanId", "=", record.id).executeTakeFirst(),
      loanEvents(queries, record.id),
      loanMandates(queries, record.id),
      loanWithheldReleases(queries, record.id),
      queries.selectFrom("CoolingOffExit").selectAll().where("id", "=", record.id).executeTakeFirst(),
      listConsents(queries, record.id),
      latestVerification(queries, record.id),
      findAgreement(queries, record.id),
    ]);
    return { ...record, partner, disbursal: disbursal ?? null, events, nachs, releases, coolingOffExit: coolingOffExit ?? null, consents, verification: verification ?? null, agreement };
  });
  const latest = found.nachs[0];
  const audience = can(actor, "seeExposureFigures") ? "lender" : "partner";
  const coolingOffExit = found.coolingOffExit && presentCoolingOffExit(found.coolingOffExit);
  const physicalNach = latest ? { physical_nach_id: latest.id, status: nachStatusOf(latest), umrn: latest.umrn, mandate: snapshotOf(latest) } : null;
  const verification = found.verification && presentVerification(found.verification);
  const loan = presentLoan(found, { physicalNach, consents: found.consents, coolingOffExit, verification, agreement: found.agreement }, audience);
  const actors = await actorLabels(found.events.map((event) => event.actor), actor);
  const named = found.events.map((event) => ({ ...event, actor: actors.get(event.actor) ?? "LoanDesk" }));
  const events = can(actor, "seeFullIdentifiers") ? named : named.map(eventForScreen);
  return {
    loan: maskIdentifiers(loan, actor),
    partnerName: found.partner.name,
    etag: etagOf(found),
    events,
    policyHistory: policyHistory(events, audience),
    ...loanNachOf({ status: found.status, exited: found.exitedAt !== null, body: loan }, found.nachs, actor),
    disbursal: found.disbursal ? presentDisbursal(found, found.disbursal, found.releases) : null,
    releases: found.releases.map((row) => portalRelease(row, todayInIndia())),
    coolingOffExit,
    verificationOpen: answerRefusal(found, loan, found.verification) === null,
    verificationId: found.verification?.id ?? null,
    stamp: loanStampOf({ ...found, eventCount: found.events.length }),
  };
}
