import "server-only";
import type { Queries } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { addDays } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { frozenKfs } from "@/lib/kfs/get-kfs";
import { sumPaise, toPaise, toRupees } from "@/lib/money/paise";
import { coolingOffExitRequestSchema, type CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import { parseInput } from "@/lib/schemas/parse";
import { recordEvents } from "@/lib/loan-records/audit";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { enqueueExitEvent } from "./cooling-off-exit-event";
import { exitFigures, lastCoolingOffDay, withinCoolingOff } from "./cooling-off-figures";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";
import type { LoanRecord } from "@/lib/loan-records/loan-record";
import { presentCoolingOffExit } from "./present-cooling-off-exit";
import type { LoanCommand } from "@/lib/loan-records/loan-command";

const exitExists = () => new AppError("cooling_off_exit_exists", "The borrower has already asked to exit this loan; a loan takes one cooling-off exit request");

/** Withheld money operations have released so far, in paise: the borrower has it, so it is repaid. */
async function releasedPaise(queries: Queries, loanId: string): Promise<number> {
  const released = await queries.selectFrom("WithheldRelease").select("amount").where("loanId", "=", loanId).where("releasedAt", "is not", null).execute();
  return sumPaise(released.map((row) => row.amount));
}

/**
 * The refusals, in this order: a loan not disbursed has no period yet; a
 * loan whose frozen KFS states no cooling-off (its partner was not a
 * digital lender when it was disbursed) never has one; one request per
 * loan; then the period.
 */
async function exitTerms(queries: Queries, record: LoanRecord, now: Date) {
  const disbursedAt = record.disbursedAt;
  if (!disbursedAt) throw new AppError("loan_not_disbursed", "The loan has not been disbursed: the cooling-off period starts at disbursal");
  const kfs = await frozenKfs(queries, record, now);
  const days = kfs.part_2.cooling_off_days;
  const payDays = kfs.part_2.cooling_off_pay_days;
  if (!kfs.part_2.digital_loan || days === null || payDays === null) {
    throw new AppError("cooling_off_not_applicable", "The loan is not a digital loan: its Key Facts Statement offers no cooling-off exit");
  }
  if (await queries.selectFrom("CoolingOffExit").select("id").where("id", "=", record.id).executeTakeFirst()) throw exitExists();
  if (!withinCoolingOff(disbursedAt, days, now)) {
    const lastDay = lastCoolingOffDay(disbursedAt, days);
    throw new AppError("cooling_off_over", `The cooling-off period of ${days} days ended on ${lastDay} (India time)`, { last_day: lastDay });
  }
  return { disbursedAt, kfs, payDays };
}

/**
 * Records a borrower's cooling-off exit request on a partner's digital
 * loan (contract v3 section 12), with what they must repay and by when,
 * worked from the Key Facts Statement frozen at disbursal: its
 * paid_at_disbursal and the withheld money released since make the
 * principal, its APR the interest. Withheld money not yet released is not
 * paid while the request stands; it is cancelled when the exit completes.
 */
export async function requestCoolingOffExit({ partnerId, leadId, input, actor, now = new Date() }: LoanCommand): Promise<CoolingOffExit> {
  parseInput(coolingOffExitRequestSchema, input ?? {});
  try {
    const requested = await changeLockedLoan(partnerId, leadId, async (queries, record) => {
      const { disbursedAt, kfs, payDays } = await exitTerms(queries, record, now);
      const principal = toRupees(toPaise(kfs.paid_at_disbursal) + (await releasedPaise(queries, record.id)));
      const figures = exitFigures({ principal, apr: kfs.apr, disbursedAt, requestedAt: now });
      const exit = {
        id: record.id,
        partnerId,
        state: "requested",
        requestedAt: now,
        days: figures.days,
        apr: kfs.apr,
        principal: figures.principal,
        interest: figures.interest,
        amountDue: figures.amountDue,
        payBy: addDays(todayInIndia(now), payDays),
        receivedAt: null,
        receivedAmount: null,
        transactionId: null,
        completedAt: null,
        completedBy: null,
        lapsedAt: null,
        createdAt: now,
      };
      await queries.insertInto("CoolingOffExit").values(exit).execute();
      await queries
        .updateTable("Loan")
        .set((eb) => ({ version: eb("version", "+", 1), updatedAt: now }))
        .where("id", "=", record.id)
        .execute();
      const { days, apr, principal: owed, interest, amount_due, pay_by } = presentCoolingOffExit(exit, now);
      await recordEvents(queries, [{ loanId: record.id, partnerId, actor, type: "cooling_off_exit_requested", data: { days, apr, principal: owed, interest, amount_due, pay_by } }]);
      const presented = presentCoolingOffExit(exit, now);
      await enqueueExitEvent(queries, record, presented, now);
      return presented;
    });
    wakeDeliveryWorker();
    return requested;
  } catch (error) {
    // Two requests at once: the loan's lock makes the second wait and see the first, and the key holds if it did not.
    if (isUniqueViolation(error)) throw exitExists();
    throw error;
  }
}
