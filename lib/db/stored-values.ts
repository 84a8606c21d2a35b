/**
 * How values cross into and out of the two databases, in one place, so the
 * query layer hands the same JavaScript values back on both: a DateTime
 * column as a Date, a Boolean as a boolean, a count or a sum as a number.
 */

/**
 * SQLite keeps a DateTime as text. This is the format Prisma's adapter wrote
 * before the query layer existed, so the rows it wrote and the rows written
 * now compare and sort alike as text.
 */
export const sqliteTime = (date: Date): string => date.toISOString().replace("Z", "+00:00");

/** PostgreSQL's `timestamp(3)` columns hold UTC wall-clock time; the cast drops the zone. */
export const postgresTime = (date: Date): string => date.toISOString();

/**
 * A stored time as a Date. Every form here is UTC: ISO text with a zone
 * (written by the layer or by Prisma), SQLite's `CURRENT_TIMESTAMP` text
 * without one (a column default), PostgreSQL's `timestamp` text, or epoch
 * milliseconds.
 */
export function dateFromStored(value: string | number | Date): Date {
  if (value instanceof Date || typeof value === "number") return new Date(value);
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(value);
  return new Date(zoned ? value : `${value.replace(" ", "T")}Z`);
}
