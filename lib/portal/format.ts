import { INDIA_TIME_ZONE } from "@/lib/calendar/india-day";

// The portal shows times as the partners live them: Indian time, whatever the server's zone.
const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE });

export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

const PRECISE = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: INDIA_TIME_ZONE });

/** With seconds, for delivery attempts, which come seconds apart. */
export const formatPreciseDateTime = (iso: string): string => PRECISE.format(new Date(iso));

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
