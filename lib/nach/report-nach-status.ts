import type { Tx } from "@/lib/db/legacy-prisma";
import { write } from "@/lib/db/legacy-prisma";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError, notFound } from "@/lib/errors/app-error";
import { legacyRecordEvents } from "@/lib/loans/audit";
import { loanBodyOf, sealLoanBody } from "@/lib/loans/loan-record";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { legacyEnqueueEvent } from "@/lib/webhooks/outbox";
import { applyNachReport, isActive, type NachReport } from "./nach-status";
import { nachStatusOf, presentNachEvent, type NachRecord } from "./nach-record";

export const NACH_STATUS_EVENT = "physical_nach.status_update";

class ChangedMeanwhile extends Error {}

const umrnInUse = (umrn: string) =>
  new AppError("umrn_in_use", "This UMRN is already recorded on another mandate", { fields: [{ path: "umrn", message: `${umrn} is already recorded on another mandate` }] });

/** Contract section 8: on registration the UMRN is also the loan's `bank_account.nach_umrn`; the loan's version moves with it. */
async function copyUmrnToLoan(tx: Tx, nach: NachRecord, umrn: string, actor: string, now: Date): Promise<void> {
  const loan = await tx.loan.findUniqueOrThrow({ where: { id: nach.loanId }, select: { id: true, body: true, version: true } });
  const body = loanBodyOf(loan);
  const updated = { ...body, bank_account: { ...body.bank_account, nach_umrn: umrn } };
  const { count } = await tx.loan.updateMany({
    where: { id: loan.id, version: loan.version },
    data: { ...sealLoanBody(loan.id, updated), version: { increment: 1 }, updatedAt: now },
  });
  if (count === 0) throw new ChangedMeanwhile();
  await legacyRecordEvents(tx, [
    { loanId: loan.id, partnerId: nach.partnerId, actor, type: "nach_umrn_recorded", data: { physical_nach_id: nach.id, umrn, previous: body.bank_account.nach_umrn ?? null } },
  ]);
}

async function applyReport(tx: Tx, nach: NachRecord, report: NachReport, actor: string, now: Date): Promise<NachRecord> {
  const next = applyNachReport({ status: nachStatusOf(nach), umrn: nach.umrn, failureCode: nach.failureCode, failureReason: nach.failureReason }, report);
  if (next.umrn && (await tx.physicalNach.findFirst({ where: { umrn: next.umrn, id: { not: nach.id } }, select: { id: true } }))) {
    throw umrnInUse(next.umrn);
  }
  const { count } = await tx.physicalNach.updateMany({
    where: { id: nach.id, status: nach.status, updatedAt: nach.updatedAt },
    data: {
      status: next.status,
      umrn: next.umrn,
      failureCode: next.failureCode,
      failureReason: next.failureReason,
      activeLoanId: isActive(next.status) ? nach.loanId : null,
      sandboxSettleAt: null,
      updatedAt: now,
    },
  });
  if (count === 0) throw new ChangedMeanwhile();
  const updated = { ...nach, ...next, activeLoanId: isActive(next.status) ? nach.loanId : null, sandboxSettleAt: null, updatedAt: now };
  if (next.status === "registered" && next.umrn) await copyUmrnToLoan(tx, nach, next.umrn, actor, now);
  await legacyEnqueueEvent(tx, { partnerId: nach.partnerId, type: NACH_STATUS_EVENT, entity: "nach", payload: presentNachEvent(updated) }, now);
  const failure = next.status === "failed" ? { reason_code: next.failureCode, reason: next.failureReason } : {};
  await legacyRecordEvents(tx, [
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
      const reported = await write(async (tx) => {
        const nach = await tx.physicalNach.findFirst({
          where: { id: nachId, ...(partnerId ? { partnerId } : {}), ...(onlyWhileSandboxDue ? { sandboxSettleAt: { not: null } } : {}) },
        });
        if (!nach) throw notFound("Physical NACH");
        return applyReport(tx, nach, report, actor, now);
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
