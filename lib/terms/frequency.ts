import { addDays, addMonths, daysInMonth } from "@/lib/calendar/calendar-date";
import { PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import type { Loan } from "@/lib/schemas/loan";

export type Frequency = keyof typeof PAYMENT_FREQUENCY;

/** The loan's frequency; a loan that names none is repaid monthly, as `loan_tenure` counts monthly EMIs. */
const FREQUENCIES = Object.keys(PAYMENT_FREQUENCY) as Frequency[];

export const frequencyOf = (loan: Pick<Loan, "payment_frequency">): Frequency =>
  FREQUENCIES.find((word) => PAYMENT_FREQUENCY[word] === loan.payment_frequency) ?? "monthly";

/**
 * Periods a year, by which a periodic rate becomes a nominal annual one.
 * `other` instalments are timed in months (contract v3 section 11).
 */
export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { monthly: 12, weekly: 52, fortnightly: 26, other: 12 };

const DAYS_PER_PERIOD = { weekly: 7, fortnightly: 14 } as const;

/** A month as the time measure counts its spare days: 365 / 12 days. */
const DAYS_PER_MONTH = 365 / 12;

/**
 * How many instalments the tenure makes (contract v3 section 4): the tenure
 * for a monthly loan, round(tenure x 52 / 12) weekly and round(tenure x 26 /
 * 12) fortnightly, half-up; null for `other`, whose count is the rows sent.
 */
export function instalmentCount(loan: Pick<Loan, "payment_frequency" | "loan_tenure">): number | null {
  switch (frequencyOf(loan)) {
    case "monthly":
      return loan.loan_tenure;
    case "weekly":
      return Math.floor((loan.loan_tenure * 52) / 12 + 0.5);
    case "fortnightly":
      return Math.floor((loan.loan_tenure * 26) / 12 + 0.5);
    case "other":
      return null;
  }
}

/** The k-th period's end from the start: addMonths for months, 7 or 14 days a week or fortnight. */
export function periodsAfter(start: string, k: number, frequency: Frequency): string {
  return frequency === "weekly" || frequency === "fortnightly" ? addDays(start, DAYS_PER_PERIOD[frequency] * k) : addMonths(start, k);
}

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` date's parts, read without a pattern: the time measure reads every due date of a schedule. */
const partsOf = (date: string): [year: number, month: number, day: number] => [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];

const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

/**
 * A date's time from the start, in periods (contract v3 section 11): for a
 * monthly or `other` loan k + r / (365 / 12) months, where k is the largest
 * whole number with addMonths(start, k) <= date and r the days left; for a
 * weekly or fortnightly loan the days / 7 or / 14. Returns a function of the
 * date, the start read once.
 */
export function periodTimer(start: string, frequency: Frequency): (date: string) => number {
  const [sy, sm, sd] = partsOf(start);
  const startDay = utcDay(sy, sm, sd);
  if (frequency === "weekly" || frequency === "fortnightly") {
    const length = DAYS_PER_PERIOD[frequency];
    return (date) => (utcDay(...partsOf(date)) - startDay) / length;
  }
  return (date) => {
    const [dy, dm, dd] = partsOf(date);
    // addMonths(start, whole) falls in the date's month; a day of the month past the date's is one month too many.
    let whole = (dy - sy) * 12 + (dm - sm);
    const clampedDay = (months: number) => {
      const index = sy * 12 + (sm - 1) + months;
      const year = Math.floor(index / 12);
      const month = index - year * 12 + 1;
      return utcDay(year, month, Math.min(sd, daysInMonth(year, month)));
    };
    const target = utcDay(dy, dm, dd);
    if (clampedDay(whole) > target) whole -= 1;
    return whole + (target - clampedDay(whole)) / DAYS_PER_MONTH;
  };
}
