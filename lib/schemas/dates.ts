import { z } from "zod";
import { daysInMonth } from "@/lib/calendar/calendar-date";
import { instantOfIndianTime } from "@/lib/calendar/india-day";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LENDER_DATE = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;
const ISO_LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const LENDER_TIME = /^(\d{1,2})-([A-Za-z]{3})-(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/**
 * By arithmetic, not through a Date: a booking checks every date of its
 * repayment schedule, and in the server each Date goes through the wrapper
 * Next.js puts around the constructor (docs/performance.md). Years before
 * 100 stay refused, as they were when Date.UTC (which reads them as
 * 1900-1999) did this check.
 */
function validDay(year: number, month: number, day: number): boolean {
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.toLowerCase()) + 1;
}

/** `YYYY-MM-DD` or the lender's `DD-MMM-YYYY` to `YYYY-MM-DD`; null if not a real day. */
export function parseDate(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  const lender = iso ? null : LENDER_DATE.exec(text);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : lender
      ? { year: Number(lender[3]), month: monthNumber(lender[2] ?? ""), day: Number(lender[1]) }
      : null;
  if (!parts || parts.year < 1900 || parts.year > 2199 || !validDay(parts.year, parts.month, parts.day)) {
    return null;
  }
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * A bank transaction time without a zone, `YYYY-MM-DDTHH:mm:ss` or the
 * lender's `19-Apr-2022 00:00:00`, read as India Standard Time.
 */
export function parseIndianLocalTime(text: string): Date | null {
  const iso = ISO_LOCAL_TIME.exec(text);
  const lender = iso ? null : LENDER_TIME.exec(text);
  const m = iso
    ? { y: iso[1], mo: Number(iso[2]), d: iso[3], h: iso[4], mi: iso[5], s: iso[6] }
    : lender
      ? { y: lender[3], mo: monthNumber(lender[2] ?? ""), d: lender[1], h: lender[4], mi: lender[5], s: lender[6] }
      : null;
  if (!m) return null;
  const [year, day, hour, minute, second] = [m.y, m.d, m.h, m.mi, m.s ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!validDay(year, m.mo, day) || hour > 23 || minute > 59 || second > 59) return null;
  return instantOfIndianTime(year, m.mo, day, hour, minute, second);
}

export const dateField = z
  .string({ error: "must be a date string (YYYY-MM-DD or DD-MMM-YYYY)" })
  .transform((value, ctx) => {
    const date = parseDate(value.trim());
    if (date === null) {
      ctx.addIssue({ code: "custom", message: "must be a real date as YYYY-MM-DD or DD-MMM-YYYY" });
      return z.NEVER;
    }
    return date;
  })
  // The output's type for the OpenAPI document's read schemas, where a transform alone is untyped.
  .pipe(z.string().regex(ISO_DATE))
  .meta({ description: "Date as YYYY-MM-DD or DD-MMM-YYYY (e.g. 01-Jan-2019); returned as YYYY-MM-DD.", examples: ["1990-05-17"] });

/** A time in India Standard Time as a bank statement shows it (parseIndianLocalTime), as a field. */
export const indianLocalTimeField = z.string({ error: "must be a string" }).transform((value, ctx) => {
  const time = parseIndianLocalTime(value.trim());
  if (!time) {
    ctx.addIssue({ code: "custom", message: "must be YYYY-MM-DDTHH:mm:ss or DD-MMM-YYYY HH:mm:ss (India time)" });
    return z.NEVER;
  }
  return time;
});

/** The start of `time`'s second: a time typed in whole seconds is compared with a recorded instant from there. */
export const startOfSecond = (time: Date): number => Math.floor(time.getTime() / 1000) * 1000;
