import type { RowProblem } from "./bank-file-rows";
import { daysInMonth } from "@/lib/calendar/calendar-date";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// A time after the day (some banks' files stamp it) is left aside: the day is what is checked.
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?: .*)?$/;
const DAY_MONTH_NAME = /^(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ,]+(\d{4})(?: .*)?$/;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The day a bank's file gives, as `YYYY-MM-DD`, or null when it is no real
 * day in a form read one way only: `YYYY-MM-DD`, or the day first as Indian
 * banks write it (`27/11/2025`, `27-11-2025`, `27.11.2025`, `27-Nov-2025`,
 * `27 November 2025`). Month-first dates are not read: `03/04/2025` is
 * 3 April here, never 4 March. Eight bare digits are refused, since banks
 * write both `YYYYMMDD` and `DDMMYYYY`.
 */
export function parseResponseDate(text: string): string | null {
  const iso = ISO.exec(text);
  const dayFirst = iso ? null : DAY_FIRST.exec(text);
  const named = iso || dayFirst ? null : DAY_MONTH_NAME.exec(text);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dayFirst
      ? { year: Number(dayFirst[3]), month: Number(dayFirst[2]), day: Number(dayFirst[1]) }
      : named
        ? { year: Number(named[3]), month: MONTHS.indexOf((named[2] ?? "").toLowerCase()) + 1, day: Number(named[1]) }
        : null;
  if (!parts || parts.year < 2000 || parts.year > 2199 || parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > daysInMonth(parts.year, parts.month)) return null;
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** A row's day: a real day, read one way only. */
export function dateOf(text: string | null): string | RowProblem {
  const date = text === null ? null : parseResponseDate(text);
  if (date) return date;
  const message = text === null ? "is required" : `"${text}" is not a day read one way only: write it as 27/11/2025 or 2025-11-27`;
  return { code: "validation_error", message: "The row's date cannot be read", fields: [{ path: "date", message }] };
}
