import { todayInIndia } from "@/lib/calendar/india-day";
import { AppError, validationError } from "@/lib/errors/app-error";
import type { Loan } from "@/lib/schemas/loan";
import { plannedStart } from "@/lib/terms/loan-start";

/**
 * Why the loan cannot be paid out at `transactionTime`, or null when it can
 * (contract v3 section 6): the money is paid on the start, the principal
 * tranches' date, which the terms, the schedule and the APR count from. A
 * loan without a principal tranche has no such day yet (409
 * `disbursal_date_missing`); a transaction on another day in India is 409
 * `disbursal_date_mismatch` naming the start. Paying on another day means
 * changing the tranches' date, and so the terms.
 */
export function disbursalDateRefusal(loan: Pick<Loan, "disbursal_detail">, transactionTime: Date): AppError | null {
  const start = plannedStart(loan);
  if (start === null) {
    return new AppError("disbursal_date_missing", "The loan has no principal tranche, so no day to pay it on: send one dated the day of payment first");
  }
  const day = todayInIndia(transactionTime);
  if (day === start) return null;
  return new AppError(
    "disbursal_date_mismatch",
    `The loan is paid on its start, ${start}, the principal tranches' date, not on ${day}; to pay on another day, change the tranches' date first`,
    { expected: start },
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A bank transfer is reported when it is made: `transaction_time` is neither ahead of the server nor more than a day old (contract v3 section 6). */
export function assertRecentTransaction(transactionTime: Date, now: Date): void {
  if (transactionTime.getTime() > now.getTime()) {
    throw validationError([{ path: "transaction_time", message: "must not be in the future" }]);
  }
  if (now.getTime() - transactionTime.getTime() > DAY_MS) {
    throw validationError([{ path: "transaction_time", message: "must be at most 24 hours before the disbursal call" }]);
  }
}
