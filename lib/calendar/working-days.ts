import { addDays } from "./calendar-date";
import { startOfIndianDay, todayInIndia } from "./india-day";

const NO_HOLIDAYS: ReadonlySet<string> = new Set();

/**
 * Working days: Monday to Friday of the calendar in India (dates are IST
 * `YYYY-MM-DD`), less the `holidays` a caller names. The mandate counts
 * name none (bank holidays and working Saturdays are not modelled, so a
 * mandate may expire a few days before NPCI's own count would say it is
 * stale, never after); a KFS's validity skips the configured HOLIDAYS.
 */
export function isWorkingDay(date: string, holidays: ReadonlySet<string> = NO_HOLIDAYS): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string, holidays: ReadonlySet<string> = NO_HOLIDAYS): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day, holidays)) count++;
  return count;
}

/** The date `count` working days after `from`. */
export function workingDaysAfter(from: string, count: number, holidays: ReadonlySet<string> = NO_HOLIDAYS): string {
  let day = from;
  for (let counted = 0; counted < count; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) counted += 1;
  }
  return day;
}

/**
 * The earliest mandate date that is still fresh on `today` when a mandate may
 * be presented within `limit` working days of its date (NPCI: 120, reason
 * M096): a mandate dated before it has more than `limit` working days behind it.
 */
export function oldestFreshDate(today: string, limit: number, holidays: ReadonlySet<string> = NO_HOLIDAYS): string {
  let day = today;
  let counted = 0;
  for (;;) {
    if (isWorkingDay(day, holidays)) counted++;
    if (counted > limit) return day;
    day = addDays(day, -1);
  }
}

/** The instant before which a mandate is stale: midnight IST of the oldest fresh mandate date. */
export function staleBefore(now: Date, workingDays: number): Date {
  return startOfIndianDay(oldestFreshDate(todayInIndia(now), workingDays));
}
