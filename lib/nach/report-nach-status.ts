import "server-only";
import { write, type Queries } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError, notFound } from "@/lib/errors/app-error";
import { recordEvents } from "@/lib/loan-records/audit";
import { loanBodyOf, sealLoanBody } from "@/lib/loan-records/loan-record";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import type { WebhookEventType } from "@/lib/codes/webhook-event-types";
import { enqueueEvent } from "@/lib/webhooks/outbox";
import { latestMandateStatusUpdate } from "./latest-mandate-status";
import { applyNachReport, isActive, type NachReport } from "@/lib/codes/nach-status";
import { nachStatusOf, presentNachEvent, snapshotOf, type NachRecord } from "./nach-record";

export const NACH_STATUS_EVENT = "physical_nach.status_update" satisfies WebhookEventType;

class ChangedMeanwhile extends Error {}

export const umrnInUse = (umrn: string) =>
  new AppError("umrn_in_use", "This UMRN is already recorded on another mandate", { fields: [{ path: "umrn", message: `${umrn} is already recorded on another mandate` }] });

/** Contract section 8: on registration the UMRN is also the loan's `bank_account.nach_umrn`; the loan's version moves with it. */
async function copyUmrnToLoan(queries: Queries, nach: NachRecord, umrn: string, actor: string, now: Date): Promise<void> {
  const loan = await queries.selectFrom("Loan").select(["id", "body", "version"]).where("id", "=", nach.loanId).executeTakeFirstOrThrow();
  const body = loanBodyOf(loan);
  const updated = { ...body, bank_account: { ...body.bank_account, nach_umrn: umrn } };
  const { numUpdatedRows } = await queries
    .updateTable("Loan")
    .set((eb) => ({ ...sealLoanBody(loan.id, updated), version: eb("version", "+", 1), updatedAt: now }))
    .where("id", "=", loan.id)
    .where("version", "=", loan.version)
    .executeTakeFirst();
  if (numUpdatedRows === BigInt(0)) throw new ChangedMeanwhile();
  await recordEvents(queries, [
    { loanId: loan.id, partnerId: nach.partnerId, actor, type: "nach_umrn_recorded", data: { physical_nach_id: nach.id, umrn, previous: body.bank_account.nach_umrn ?? null } },
  ]);
}

/**
 * Applies a report to a mandate read in this transaction and queues its
 * webhook; the caller wakes the delivery worker once the transaction has
 * committed. For reports that are part of a larger change (the cancellation
 * of a completed cooling-off exit); reportNachStatus is the usual way.
 */
export async function applyReport(queries: Queries, nach: NachRecord, report: NachReport, actor: string, now: Date): Promise<NachRecord> {
  const next = applyNachReport(
    { status: nachStatusOf(nach), umrn: nach.umrn, failureCode: nach.failureCode, failureReason: nach.failureReason },
    report,
    snapshotOf(nach).sponsor_bank_code,
  );
  if (next.umrn && (await queries.selectFrom("PhysicalNach").select("id").where("umrn", "=", next.umrn).where("id", "!=", nach.id).executeTakeFirst())) {
    throw umrnInUse(next.umrn);
  }
  const { numUpdatedRows } = await queries
    .updateTable("PhysicalNach")
    .set({
      status: next.status,
      umrn: next.umrn,
      failureCode: next.failureCode,
      failureReason: next.failureReason,
      activeLoanId: isActive(next.status) ? nach.loanId : null,
      sandboxSettleAt: null,
      updatedAt: now,
    })
    .where("id", "=", nach.id)
    .where("status", "=", nach.status)
    .where("updatedAt", "=", nach.updatedAt)
    .executeTakeFirst();
  if (numUpdatedRows === BigInt(0)) throw new ChangedMeanwhile();
  await latestMandateStatusUpdate(queries, nach, next.status).execute();
  const updated = { ...nach, ...next, activeLoanId: isActive(next.status) ? nach.loanId : null, sandboxSettleAt: null, updatedAt: now };
  if (next.status === "registered" && next.umrn) await copyUmrnToLoan(queries, nach, next.umrn, actor, now);
  await enqueueEvent(queries, { partnerId: nach.partnerId, type: NACH_STATUS_EVENT, payload: presentNachEvent(updated) }, now);
  const failure = next.status === "failed" ? { reason_code: next.failureCode, reason: next.failureReason } : {};
  await recordEvents(queries, [
    {
      loanId: nach.loanId,
      partnerId: nach.partnerId,
      actor,
      type: "nach_status_reported",
      data: { physical_nach_id: nach.id, from: nach.status, to: next.status, ...failure },
    },
  ]);
  return updated;
}

/**
 * Applies a status report to a mandate (sandbox bank, operations staff or
 * the expiry job) and queues exactly one webhook event for it, in one
 * transaction. `partnerId` scopes the lookup when the caller acts for a partner.
 */
export async function reportNachStatus({
  nachId,
  partnerId,
  report,
  actor,
  onlyWhileSandboxDue = false,
  now = new Date(),
}: {
  nachId: string;
  partnerId?: string;
  report: NachReport;
  actor: string;
  /** The sandbox bank reports once per mandate, even with several instances polling. */
  onlyWhileSandboxDue?: boolean;
  now?: Date;
}): Promise<NachRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      const reported = await write(async (queries) => {
        let select = queries.selectFrom("PhysicalNach").selectAll().where("id", "=", nachId);
        if (partnerId) select = select.where("partnerId", "=", partnerId);
        if (onlyWhileSandboxDue) select = select.where("sandboxSettleAt", "is not", null);
        const nach = await select.executeTakeFirst();
        if (!nach) throw notFound("Physical NACH");
        return applyReport(queries, nach, report, actor, now);
      });
      wakeDeliveryWorker();
      return reported;
    } catch (error) {
      // The unique UMRN is what holds against two registrations recorded at once; the check above only words the usual case.
      if (report.status === "registered" && report.umrn && isUniqueViolation(error)) throw umrnInUse(report.umrn.trim());
      if (!(error instanceof ChangedMeanwhile) || attempt >= 3) throw error;
    }
  }
}
