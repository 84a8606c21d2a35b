/**
 * Arithmetic on calendar dates written `YYYY-MM-DD`, the form every date of
 * the loan body is stored in: a date has no time and no zone, so a day or a
 * month added never moves it across a zone's midnight.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The days of `month` (1-12) in `year`, by the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function partsOf(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = [match?.[1], match?.[2], match?.[3]].map(Number) as [number, number, number];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`${JSON.stringify(date)} is not a real date as YYYY-MM-DD`);
  }
  return { year, month, day };
}

/** A `YYYY-MM-DD` date moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days from one `YYYY-MM-DD` date to another, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const { year, month, day } = partsOf(date);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * Contract v3 section 4's month addition, the only one the service uses: k
 * calendar months in one step, a day the target month lacks becoming its last
 * (31 Jan + 1 = 28 Feb, or 29 Feb in a leap year; 31 Jan + 2 = 31 Mar).
 * Worked by arithmetic, not through a Date: a schedule adds months once a row.
 */
export function addMonths(date: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError("months must be a whole number");
  const { year, month, day } = partsOf(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
}

/** Whole years between two `YYYY-MM-DD` dates, as an age is counted. */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}
