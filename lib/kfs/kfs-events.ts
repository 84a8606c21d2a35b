import "server-only";
import type { Queries } from "@/lib/db/transactions";
import type { KfsAcceptance } from "@/lib/schemas/kfs-acceptance";
import { enqueueEvent, type OutboxEvent } from "@/lib/webhooks/outbox";
import type { IssueReason } from "@/lib/codes/kfs-issue-reasons";
import type { NewKfsVersionRow } from "./kfs-versions";

type EventLoan = { id: string; partnerId: string; partnerLoanId: string };

/** The partner's `kfs.issued` event for a version as stored. */
export const kfsIssuedEvent = (loan: EventLoan, version: NewKfsVersionRow, reason: IssueReason): OutboxEvent<"kfs.issued"> => ({
  partnerId: loan.partnerId,
  type: "kfs.issued",
  payload: {
    lead_id: loan.id,
    partner_loan_id: loan.partnerLoanId,
    kfs_id: version.id,
    version: version.version,
    terms_hash: version.termsHash,
    generated_on: version.generatedAt.toISOString(),
    valid_until: version.validUntil.toISOString(),
    reason,
  },
});

/**
 * The partner's `kfs.issued` event, queued in the transaction that stores
 * the version; the caller wakes the delivery worker once it commits.
 */
export async function enqueueKfsIssued(queries: Queries, loan: EventLoan, version: NewKfsVersionRow, reason: IssueReason, now: Date): Promise<void> {
  await enqueueEvent(queries, kfsIssuedEvent(loan, version, reason), now);
}

/** The partner's `kfs.accepted` event: how and when, never the evidence (the borrower's mobile, IP or scan). */
export async function enqueueKfsAccepted(queries: Queries, loan: EventLoan, accepted: KfsAcceptance, now: Date): Promise<void> {
  const { kfs_id, version, channel, accepted_at, recorded_at, lang } = accepted;
  const payload = { lead_id: loan.id, partner_loan_id: loan.partnerLoanId, kfs_id, version, channel, accepted_at, recorded_at, lang };
  await enqueueEvent(queries, { partnerId: loan.partnerId, type: "kfs.accepted", payload }, now);
}
