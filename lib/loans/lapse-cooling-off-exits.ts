import "server-only";
import { read, write } from "@/lib/db/transactions";
import { todayInIndia } from "@/lib/calendar/india-day";
import { eventRows } from "@/lib/loan-records/audit";
import { SERVICE_ACTOR } from "@/lib/actors/recorded-actor";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { enqueueExitEvent } from "./cooling-off-exit-event";
import { presentCoolingOffExit } from "./present-cooling-off-exit";

/**
 * Stores as lapsed the exit requests not repaid by their pay_by (contract
 * v3 section 12), with a `cooling_off_exit_lapsed` event each, and moves the
 * loan's version (its read changed). Reads already show such a request as
 * lapsed (exitStateAt); this gives the history its step. The loan simply
 * continues: nothing else changes. Conditional on the state, so two
 * instances record each lapse once.
 */
export async function lapseCoolingOffExits(now: Date = new Date(), limit = 100): Promise<number> {
  const today = todayInIndia(now);
  const due = await read((queries) =>
    queries
      .selectFrom("CoolingOffExit")
      .innerJoin("Loan", "Loan.id", "CoolingOffExit.id")
      .select(["CoolingOffExit.id", "Loan.partnerLoanId"])
      .where("CoolingOffExit.state", "=", "requested")
      .where("CoolingOffExit.payBy", "<", today)
      .orderBy("CoolingOffExit.payBy")
      .limit(limit)
      .execute(),
  );
  if (due.length === 0) return 0;
  const partnerLoanIds = new Map(due.map((exit) => [exit.id, exit.partnerLoanId]));
  const count = await write(async (queries) => {
    const lapsed = await queries
      .updateTable("CoolingOffExit")
      .set({ state: "lapsed", lapsedAt: now })
      .where("id", "in", due.map((exit) => exit.id))
      .where("state", "=", "requested")
      .returningAll()
      .execute();
    if (lapsed.length === 0) return 0;
    await queries
      .updateTable("Loan")
      .set((eb) => ({ version: eb("version", "+", 1), updatedAt: now }))
      .where("id", "in", lapsed.map((exit) => exit.id))
      .execute();
    const events = lapsed.map((exit) => ({
      loanId: exit.id,
      partnerId: exit.partnerId,
      actor: SERVICE_ACTOR.coolingOffLapse,
      type: "cooling_off_exit_lapsed" as const,
      data: { pay_by: exit.payBy, amount_due: exit.amountDue },
    }));
    await queries.insertInto("LoanEvent").values(eventRows(events, now)).execute();
    for (const exit of lapsed) {
      await enqueueExitEvent(queries, { id: exit.id, partnerId: exit.partnerId, partnerLoanId: partnerLoanIds.get(exit.id) ?? "" }, presentCoolingOffExit(exit, now), now);
    }
    return lapsed.length;
  });
  if (count > 0) wakeDeliveryWorker();
  return count;
}
