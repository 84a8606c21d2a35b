import type { Tx } from "@/lib/db/client";
import { write } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { recordEvents } from "@/lib/loans/audit";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { enqueueEvent } from "@/lib/webhooks/outbox";
import { applyNachReport, isActive, type NachReport } from "./nach-status";
import { nachStatusOf, presentNachStatus, type NachRecord } from "./nach-record";

export const NACH_STATUS_EVENT = "physical_nach.status_update";

class ChangedMeanwhile extends Error {}

async function applyReport(tx: Tx, nach: NachRecord, report: NachReport, actor: string, now: Date): Promise<NachRecord> {
  const next = applyNachReport({ status: nachStatusOf(nach), umrn: nach.umrn, failureReason: nach.failureReason }, report);
  const { count } = await tx.physicalNach.updateMany({
    where: { id: nach.id, status: nach.status, updatedAt: nach.updatedAt },
    data: {
      status: next.status,
      umrn: next.umrn,
      failureReason: next.failureReason,
      activeLoanId: isActive(next.status) ? nach.loanId : null,
      sandboxSettleAt: null,
      updatedAt: now,
    },
  });
  if (count === 0) throw new ChangedMeanwhile();
  const updated = { ...nach, ...next, activeLoanId: isActive(next.status) ? nach.loanId : null, sandboxSettleAt: null, updatedAt: now };
  await enqueueEvent(tx, { partnerId: nach.partnerId, type: NACH_STATUS_EVENT, entity: "nach", payload: presentNachStatus(updated) }, now);
  await recordEvents(tx, [
    {
      loanId: nach.loanId,
      partnerId: nach.partnerId,
      actor,
      type: "nach_status_reported",
      data: { physical_nach_id: nach.id, from: nach.status, to: next.status, ...(next.failureReason && next.status === "failed" ? { reason: next.failureReason } : {}) },
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
      if (!(error instanceof ChangedMeanwhile) || attempt >= 3) throw error;
    }
  }
}
