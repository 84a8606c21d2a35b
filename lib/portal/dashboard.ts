import "server-only";
import { read } from "@/lib/db/transactions";
import { zonedDayOf } from "@/lib/db/sql-functions";
import type { EventFigure } from "@/lib/loan-records/event-figure";
import { INDIA_UTC_OFFSET_MINUTES, startOfIndianDay, todayInIndia } from "@/lib/calendar/india-day";
import type { StaffActor } from "@/lib/codes/roles";

export interface DayFigures {
  day: string;
  bookings: number;
  approved: number;
  disbursals: number;
  nachRegistrations: number;
}

export interface FigureCount {
  day: string;
  figure: string | null;
  count: number | string;
}

const FIGURES: readonly EventFigure[] = ["booked", "booked_approved", "disbursed", "nach_registered"];

/** The figures of `dayList` (Indian days, oldest first) from the per-day counts; other days are left out. */
export function tallyFigures(dayList: readonly string[], counts: readonly FigureCount[]): DayFigures[] {
  const figures = new Map(dayList.map((day) => [day, { day, bookings: 0, approved: 0, disbursals: 0, nachRegistrations: 0 }]));
  for (const { day, figure, count } of counts) {
    const entry = figures.get(day);
    if (!entry) continue;
    const n = Number(count);
    if (figure === "booked" || figure === "booked_approved") entry.bookings += n;
    if (figure === "booked_approved") entry.approved += n;
    if (figure === "disbursed") entry.disbursals += n;
    if (figure === "nach_registered") entry.nachRegistrations += n;
  }
  return [...figures.values()];
}

/**
 * Each scope's (a partner's id, or every partner's) counts of the days that
 * are over in India, kept for the life of the process. An event is stamped
 * with the time it is written and never changed, so a closed day's counts are
 * final, and a visit counts only the open days instead of a week of events.
 */
const closedDays = new Map<string, Map<string, FigureCount[]>>();
/**
 * How long after its end a day counts as closed: a write stamped just before
 * midnight commits well within it, so its event is in the kept counts.
 */
const CLOSED_AFTER_MS = 10 * 60 * 1000;

const isClosed = (day: string, now: Date) => startOfIndianDay(day).getTime() + 86_400_000 + CLOSED_AFTER_MS <= now.getTime();

/** Per Indian day and figure, the events of `partnerId` (or of every partner) from `since` on. */
async function countFigures(partnerId: string | null, since: Date): Promise<FigureCount[]> {
  // By Indian calendar day, the day the partners work in.
  const day = zonedDayOf("createdAt", INDIA_UTC_OFFSET_MINUTES);
  // One range scan per figure on LoanEvent(figure, createdAt, partnerId), or
  // (partnerId, figure, createdAt) for a partner's staff: the index holds every
  // column read, so the table itself is not touched.
  return read((queries) =>
    queries
      .selectFrom("LoanEvent")
      .select((eb) => [day.as("day"), "figure", eb.fn.countAll<number>().as("count")])
      .where((eb) => eb.and([eb("figure", "in", FIGURES), eb("createdAt", ">=", since), ...(partnerId ? [eb("partnerId", "=", partnerId)] : [])]))
      .groupBy([day, "figure"])
      .execute(),
  );
}

/** Bookings, approvals, disbursals and NACH registrations per day, for the last `days` days, oldest first. */
export async function dailyFigures({ actor, days = 7, now = new Date() }: { actor: StaffActor; days?: number; now?: Date }): Promise<DayFigures[]> {
  const dayList = Array.from({ length: days }, (_, index) => todayInIndia(new Date(now.getTime() - (days - 1 - index) * 86_400_000)));
  const scope = actor.partnerId ?? "";
  const kept = closedDays.get(scope) ?? new Map<string, FigureCount[]>();
  if (!closedDays.has(scope)) closedDays.set(scope, kept);
  const firstToCount = dayList.find((day) => !kept.has(day));
  const keptCounts = dayList.filter((day) => firstToCount === undefined || day < firstToCount).flatMap((day) => kept.get(day) ?? []);
  if (firstToCount === undefined) return tallyFigures(dayList, keptCounts);
  const counted = await countFigures(actor.partnerId, startOfIndianDay(firstToCount));
  for (const day of dayList) {
    if (day >= firstToCount && isClosed(day, now)) kept.set(day, counted.filter((count) => count.day === day));
  }
  // Days that have left the window are not asked for again.
  for (const day of kept.keys()) if (!dayList.includes(day)) kept.delete(day);
  return tallyFigures(dayList, [...keptCounts, ...counted]);
}
