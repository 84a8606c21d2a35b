/**
 * India Standard Time: the zone of every "today" the contract's date rules
 * count from (section 1) and of every day the portal and the bank count in.
 * India has had no daylight saving since 1945, so one fixed offset is exact.
 */
export const INDIA_UTC_OFFSET_MINUTES = 5 * 60 + 30;
const OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60_000;

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The offset as ISO 8601 and RFC 3339 write it: `+05:30`. */
export const INDIA_UTC_OFFSET = `+${twoDigits(Math.floor(INDIA_UTC_OFFSET_MINUTES / 60))}:${twoDigits(INDIA_UTC_OFFSET_MINUTES % 60)}`;

/** The zone's IANA name, for `Intl` formatting. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** The time on a clock in India at `instant`, as `YYYY-MM-DDTHH:mm:ss.sss` without a zone. */
export const indianClockTime = (instant: Date): string => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 23);

/** The calendar date in India, the "today" of every date rule (contract section 1). */
export const todayInIndia = (now: Date = new Date()): string => indianClockTime(now).slice(0, 10);

/** The instant an Indian calendar day (`YYYY-MM-DD`) begins: its midnight in India. */
export const startOfIndianDay = (day: string): Date => new Date(`${day}T00:00:00${INDIA_UTC_OFFSET}`);

/** The instant a clock in India shows this time (month 1-12), for times written without a zone. */
export const instantOfIndianTime = (year: number, month: number, day: number, hour: number, minute: number, second: number): Date =>
  new Date(Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS);
