import { todayInIndia } from "@/lib/calendar/india-day";
import type { CoolingOffExitRow } from "@/lib/db/tables";
import type { CoolingOffExit, CoolingOffExitState } from "@/lib/schemas/cooling-off-exit";

/** What the read and the portal show of a stored exit. */
export type StoredCoolingOffExit = Pick<
  CoolingOffExitRow,
  "state" | "requestedAt" | "days" | "apr" | "principal" | "interest" | "amountDue" | "payBy" | "receivedAt" | "receivedAmount" | "transactionId"
>;

/**
 * The exit's state at `now`: a request not repaid by its pay_by is lapsed
 * from the next IST day, whether or not the background check has stored
 * it so yet (lib/loans/lapse-cooling-off-exits.ts), so no answer shows a
 * request that can no longer be completed as requested.
 */
export function exitStateAt(exit: Pick<StoredCoolingOffExit, "state" | "payBy">, now: Date): CoolingOffExitState {
  if (exit.state === "requested" && todayInIndia(now) > exit.payBy) return "lapsed";
  return exit.state === "completed" || exit.state === "lapsed" ? exit.state : "requested";
}

export function presentCoolingOffExit(exit: StoredCoolingOffExit, now: Date = new Date()): CoolingOffExit {
  return {
    state: exitStateAt(exit, now),
    requested_at: exit.requestedAt.toISOString(),
    days: exit.days,
    apr: exit.apr,
    principal: exit.principal,
    interest: exit.interest,
    amount_due: exit.amountDue,
    pay_by: exit.payBy,
    received:
      exit.receivedAt && exit.receivedAmount !== null && exit.transactionId !== null
        ? { received_at: exit.receivedAt.toISOString(), amount: exit.receivedAmount, transaction_id: exit.transactionId }
        : null,
  };
}
