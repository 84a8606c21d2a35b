import { addDays, daysBetween } from "@/lib/calendar/calendar-date";
import { todayInIndia } from "@/lib/calendar/india-day";
import { toPaise, toRupees } from "@/lib/money/paise";

/**
 * The last IST calendar day of the cooling-off period (contract v3 section
 * 12): `coolingOffDays` days after the IST date of `disbursedAt`, that day
 * not counted. A request on it is accepted, one on the day after is not.
 */
export const lastCoolingOffDay = (disbursedAt: Date, coolingOffDays: number): string => addDays(todayInIndia(disbursedAt), coolingOffDays);

/** Whether `at` falls within the period: on or before its last IST day. */
export const withinCoolingOff = (disbursedAt: Date, coolingOffDays: number, at: Date): boolean => todayInIndia(at) <= lastCoolingOffDay(disbursedAt, coolingOffDays);

/** The APR's basis points, for integer arithmetic: 17.07 % is 1707. */
const basisPoints = (apr: number): bigint => BigInt(Math.round(apr * 100));

/**
 * `numerator / denominator` rounded half-up, both positive. Interest for a
 * loan of crores at any APR over a year passes 2^53 before the division,
 * so it is worked in bigint.
 */
const halfUp = (numerator: bigint, denominator: bigint): number => Number((2n * numerator + denominator) / (2n * denominator));

export interface ExitFigures {
  /** IST calendar days from the disbursal's date to the request's, at least 1. */
  days: number;
  principal: number;
  interest: number;
  amountDue: number;
}

/**
 * What the borrower repays to exit (contract v3 section 12): the principal
 * they received, and interest at the frozen KFS's APR pro rata by days,
 * `principal x apr / 100 x days / 365` rounded half-up to the paisa.
 * Fees and charges already deducted are not collected, so they are not here.
 */
export function exitFigures({ principal, apr, disbursedAt, requestedAt }: { principal: number; apr: number; disbursedAt: Date; requestedAt: Date }): ExitFigures {
  const days = Math.max(1, daysBetween(todayInIndia(disbursedAt), todayInIndia(requestedAt)));
  const principalPaise = toPaise(principal);
  // paise x (apr x 100) x days / (100 x 100 x 365): the APR's two decimals and the percent taken out together.
  const interestPaise = halfUp(BigInt(principalPaise) * basisPoints(apr) * BigInt(days), 100n * 100n * 365n);
  return { days, principal: toRupees(principalPaise), interest: toRupees(interestPaise), amountDue: toRupees(principalPaise + interestPaise) };
}
