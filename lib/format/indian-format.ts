import { INDIA_TIME_ZONE } from "@/lib/calendar/india-day";
import { toPaise, toRupees } from "@/lib/money/paise";

/**
 * Numbers, money, dates and times as a person in India reads them, wherever
 * they are shown: the portal, the policy's reasons, printed forms and
 * statements. Numbers are grouped the Indian way (1,00,000; 12,34,567),
 * times are India's whatever the server's or the browser's zone. Client-safe:
 * components use it too.
 */

// As many fraction digits as the number has: the shortest that reads back as the same number.
const EXACT = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 20 });
const TO_TWO_PLACES = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const TO_THE_PAISA = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A count or a figure with Indian grouping: 500000 → "5,00,000", 1234.5 → "1,234.5". */
export const formatNumber = (n: number): string => EXACT.format(n);

/** An amount of rupees without its sign, to the paisa at most: 2500.256 → "2,500.26". */
export const rupeeAmount = (amount: number): string => TO_TWO_PLACES.format(amount);

/** Rupees in figures, to the paisa, as printed forms and statements write them: 1,20,000.00. */
export const rupeeFigures = (amount: number): string => TO_THE_PAISA.format(toRupees(toPaise(amount)));

/** Rupees as the portal shows them (₹2,00,000), paise only when there are any. */
export const formatRupees = (amount: number): string => `₹${Number.isInteger(amount) ? EXACT.format(amount) : TO_THE_PAISA.format(amount)}`;

/** A ratio as a percentage, to two decimals at most: 0.4512 → "45.12%", 0.6 → "60%". */
export const formatPercent = (ratio: number): string => `${TO_TWO_PLACES.format(Math.round(ratio * 10_000) / 100)}%`;

/** File sizes as people read them: bytes, then KiB and MiB with one decimal. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KiB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MiB`;
}

const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });
const PRECISE = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: INDIA_TIME_ZONE });

/** An instant in India's time: "27 Nov 2026, 5:30 pm". */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

/** With seconds, for delivery attempts, which come seconds apart. */
export const formatPreciseDateTime = (iso: string): string => PRECISE.format(new Date(iso));

// A calendar day has no time and no zone: formatted as the UTC day it names, it is that day wherever the code runs.
const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const DAY_OF_MONTH = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const WEEKDAY = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dayAt = (day: string) => new Date(`${day}T00:00:00Z`);

/** A `YYYY-MM-DD` day as people read it: "10 Jul 2026". */
export const formatDay = (day: string): string => DAY.format(dayAt(day));

/** A `YYYY-MM-DD` day within the year shown, for a chart's axis: "27 Nov". */
export const formatDayOfMonth = (day: string): string => DAY_OF_MONTH.format(dayAt(day));

/** A `YYYY-MM-DD` day in full, for a tooltip or a table: "Friday, 27 November 2026". */
export const formatLongDay = (day: string): string => WEEKDAY.format(dayAt(day));

/** A `YYYY-MM-DD` day as printed documents write it, in every language: DD/MM/YYYY. */
export const printedDate = (day: string): string => day.split("-").reverse().join("/");

const PRINTED_INSTANT = new Intl.DateTimeFormat("en-GB", {
  timeZone: INDIA_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as printed documents write it, in every language: DD/MM/YYYY HH:MM IST. */
export const printedInstant = (iso: string): string => `${PRINTED_INSTANT.format(new Date(iso)).replace(",", "")} IST`;
