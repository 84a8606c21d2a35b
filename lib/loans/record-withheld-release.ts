import "server-only";
import type { Queries } from "@/lib/db/transactions";
import { AppError, notFound, validationError } from "@/lib/errors/app-error";
import { toPaise } from "@/lib/money/paise";
import type { WithheldRelease } from "@/lib/schemas/disbursal";
import { withheldReleaseRecordSchema } from "@/lib/schemas/withheld-release";
import { startOfSecond } from "@/lib/schemas/dates";
import { parseInput } from "@/lib/schemas/parse";
import { recordEvents } from "@/lib/loan-records/audit";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { enqueueEvent } from "@/lib/webhooks/outbox";
import { holdUtr } from "./disbursal-utr";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";
import { exitStateAt } from "./present-cooling-off-exit";
import { presentWithheldRelease } from "./withheld-releases";
import type { LoanCommand } from "@/lib/loan-records/loan-command";

/** While the borrower's exit stands, or once it completed, no withheld money is paid (contract v3 section 12). */
async function assertNoExitHolds(queries: Queries, loanId: string, now: Date): Promise<void> {
  const exit = await queries.selectFrom("CoolingOffExit").select(["state", "payBy"]).where("id", "=", loanId).executeTakeFirst();
  const state = exit ? exitStateAt(exit, now) : null;
  if (state === "completed") throw new AppError("loan_exited", "The borrower exited the loan in its cooling-off period: its withheld money was cancelled, not released");
  if (state === "requested") {
    throw new AppError("cooling_off_exit_exists", `The borrower has asked to exit the loan: withheld money waits until the exit completes (then it is cancelled) or lapses after ${exit?.payBy ?? "its pay-by date"}`);
  }
}

/**
 * Operations record the release of one withhold tranche's money (contract
 * v3 section 6), paid to the account the disbursal paid (the beneficiary the
 * disbursal record keeps): once per tranche, exactly the tranche's amount
 * (a withhold tranche carries no deductions; no part-payments), released
 * neither before the disbursal's transfer nor in the future, its UTR unique
 * across every transfer the lender records. `partnerId` is null for the
 * lender's roles.
 */
export async function recordWithheldRelease({ partnerId, leadId, input, actor, now = new Date() }: LoanCommand<string | null>): Promise<WithheldRelease> {
  const release = parseInput(withheldReleaseRecordSchema, input, "The release is not valid");
  const presented = await changeLockedLoan(partnerId, leadId, async (queries, record) => {
    const disbursal = await queries.selectFrom("Disbursal").select("transactionTime").where("loanId", "=", record.id).executeTakeFirst();
    if (!disbursal) throw new AppError("loan_not_disbursed", "The loan has not been disbursed: withheld money is released after the disbursal");
    const row = await queries.selectFrom("WithheldRelease").selectAll().where("loanId", "=", record.id).where("position", "=", release.position).executeTakeFirst();
    if (!row) throw notFound("Withheld tranche");
    if (row.releasedAt) {
      throw new AppError("invalid_transition", `This tranche's release is already recorded: ${row.amount.toFixed(2)} on ${row.releasedAt.toISOString()}, UTR ${row.transactionId ?? ""}`, {
        released_at: row.releasedAt.toISOString(),
      });
    }
    await assertNoExitHolds(queries, record.id, now);
    const releasedAt = release.released_at;
    if (releasedAt.getTime() > now.getTime()) throw validationError([{ path: "released_at", message: "must not be in the future" }]);
    if (releasedAt.getTime() < startOfSecond(disbursal.transactionTime)) {
      throw validationError([{ path: "released_at", message: `must not be before the disbursal (${disbursal.transactionTime.toISOString()})` }]);
    }
    if (toPaise(release.amount) !== toPaise(row.amount)) throw validationError([{ path: "amount", message: `must be the tranche's amount, ${row.amount.toFixed(2)}` }]);
    await holdUtr(queries, release.transaction_id, row.id, now, "withheld_release");
    const { numUpdatedRows } = await queries
      .updateTable("WithheldRelease")
      .set({ releasedAt, transactionId: release.transaction_id, releasedBy: actor })
      .where("id", "=", row.id)
      .where("releasedAt", "is", null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new Error("a withheld release changed under the loan's lock");
    await recordEvents(queries, [
      {
        loanId: record.id,
        partnerId: record.partnerId,
        actor,
        type: "withheld_released",
        data: { position: row.position, due_on: row.dueOn, released_at: releasedAt.toISOString(), amount: row.amount, transaction_id: release.transaction_id },
      },
    ]);
    const released = presentWithheldRelease({ ...row, releasedAt, transactionId: release.transaction_id });
    const payload = { ...released, lead_id: record.id, partner_loan_id: record.partnerLoanId, position: row.position };
    await enqueueEvent(queries, { partnerId: record.partnerId, type: "loan.withheld_released", payload }, now);
    return released;
  });
  wakeDeliveryWorker();
  return presented;
}
