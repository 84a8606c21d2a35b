import "server-only";
import { AppError, notFound, validationError } from "@/lib/errors/app-error";
import { todayInIndia } from "@/lib/calendar/india-day";
import { toPaise } from "@/lib/money/paise";
import { cancelActiveMandate } from "@/lib/nach/cancel-mandate";
import { exitReceiptSchema, type CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import { startOfSecond } from "@/lib/schemas/dates";
import { parseInput } from "@/lib/schemas/parse";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { recordEvents } from "@/lib/loan-records/audit";
import { enqueueExitEvent } from "./cooling-off-exit-event";
import { holdUtr } from "./disbursal-utr";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";
import { exitStateAt, presentCoolingOffExit } from "./present-cooling-off-exit";
import type { LoanCommand } from "@/lib/loan-records/loan-command";

/**
 * Operations record the borrower's repayment of a cooling-off exit
 * (contract v3 section 12): at least the amount due, received on or before
 * pay_by, its UTR unique like every UTR. The exit completes in the same
 * transaction: withheld money not yet released is cancelled, the loan's
 * initiated or registered mandate becomes cancelled (its webhook queued),
 * and the loan is marked exited, which ends it for the exposure rule and
 * for new mandates. `partnerId` is null for the lender's roles.
 */
export async function recordExitReceipt({ partnerId, leadId, input, actor, now = new Date() }: LoanCommand<string | null>): Promise<CoolingOffExit> {
  const receipt = parseInput(exitReceiptSchema, input, "The repayment is not valid");
  const completed = await changeLockedLoan(partnerId, leadId, async (queries, record) => {
    const exit = await queries.selectFrom("CoolingOffExit").selectAll().where("id", "=", record.id).executeTakeFirst();
    if (!exit) throw notFound("Cooling-off exit");
    const state = exitStateAt(exit, now);
    if (state !== "requested") {
      const why = state === "completed" ? "its repayment is already recorded" : `it lapsed: it was not repaid by ${exit.payBy}`;
      throw new AppError("invalid_transition", `The exit cannot take a repayment: ${why}`, { from: state, to: "completed" });
    }
    const receivedAt = receipt.received_at;
    if (receivedAt.getTime() > now.getTime()) throw validationError([{ path: "received_at", message: "must not be in the future" }]);
    if (receivedAt.getTime() < startOfSecond(exit.requestedAt)) throw validationError([{ path: "received_at", message: `must not be before the exit was requested (${exit.requestedAt.toISOString()})` }]);
    if (todayInIndia(receivedAt) > exit.payBy) throw validationError([{ path: "received_at", message: `must be on or before pay_by, ${exit.payBy} (India time)` }]);
    if (toPaise(receipt.amount) < toPaise(exit.amountDue)) throw validationError([{ path: "amount", message: `must be at least the amount due, ${exit.amountDue.toFixed(2)}` }]);
    await holdUtr(queries, receipt.transaction_id, exit.id, now, "cooling_off_receipt");
    const done = { state: "completed", receivedAt, receivedAmount: receipt.amount, transactionId: receipt.transaction_id, completedAt: now, completedBy: actor };
    await queries.updateTable("CoolingOffExit").set(done).where("id", "=", exit.id).execute();
    const cancelledReleases = await queries
      .updateTable("WithheldRelease")
      .set({ cancelledAt: now })
      .where("loanId", "=", record.id)
      .where("releasedAt", "is", null)
      .where("cancelledAt", "is", null)
      .returning("position")
      .execute();
    await queries
      .updateTable("Loan")
      .set((eb) => ({ exitedAt: now, version: eb("version", "+", 1), updatedAt: now }))
      .where("id", "=", record.id)
      .execute();
    const mandate = await cancelActiveMandate(queries, record.id, actor, now);
    await recordEvents(queries, [
      {
        loanId: record.id,
        partnerId: record.partnerId,
        actor,
        type: "cooling_off_exit_completed",
        data: {
          received_at: receivedAt.toISOString(),
          amount: receipt.amount,
          transaction_id: receipt.transaction_id,
          withheld_cancelled: cancelledReleases.map((row) => row.position),
          physical_nach_cancelled: mandate?.id ?? null,
        },
      },
    ]);
    const presented = presentCoolingOffExit({ ...exit, ...done }, now);
    await enqueueExitEvent(queries, record, presented, now);
    return presented;
  });
  wakeDeliveryWorker();
  return completed;
}
