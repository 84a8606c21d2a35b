import { INDIA_TIME_ZONE } from "@/lib/calendar/india-day";

// The portal shows times as the partners live them: Indian time, whatever the server's zone.
const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });

export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

const PRECISE = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: INDIA_TIME_ZONE });

/** With seconds, for delivery attempts, which come seconds apart. */
export const formatPreciseDateTime = (iso: string): string => PRECISE.format(new Date(iso));

// A calendar day has no time and no zone: formatted as the UTC day it names, it is that day wherever the code runs.
const DAY = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const DAY_OF_MONTH = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const WEEKDAY = new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A `YYYY-MM-DD` day as people read it: "10 Jul 2026". */
export const formatDay = (day: string): string => DAY.format(new Date(`${day}T00:00:00Z`));

/** A `YYYY-MM-DD` day within the year shown, for a chart's axis: "27 Nov". */
export const formatDayOfMonth = (day: string): string => DAY_OF_MONTH.format(new Date(`${day}T00:00:00Z`));

/** A `YYYY-MM-DD` day in full, for a tooltip or a table: "Friday, 27 November 2026". */
export const formatLongDay = (day: string): string => WEEKDAY.format(new Date(`${day}T00:00:00Z`));

/** File sizes as people read them: bytes, then KiB and MiB with one decimal. */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KiB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MiB`;
}

/**
 * A field's validation message as a sentence. The shared schemas word their
 * messages as predicates for the API ("is required"), which a form shows
 * after the field's name; a message that is already a sentence stays as it is.
 */
export function fieldMessage(field: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${field} ${message}.` : message;
}

/** A ratio as a percentage, to two decimals at most: 0.4512 → "45.12%", 0.6 → "60%". */
export const formatPercent = (ratio: number): string => `${(Math.round(ratio * 10_000) / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;
