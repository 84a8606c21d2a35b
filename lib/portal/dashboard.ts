import { usesPostgres } from "@/lib/db/legacy-prisma";
import { postgresAutocommit, postgresTime } from "@/lib/db/postgres-direct";
import { sqliteRead, sqliteTime } from "@/lib/db/sqlite-direct";
import type { SqlValue } from "@/lib/db/sql-rows";
import type { EventFigure } from "@/lib/loans/event-figure";
import type { StaffActor } from "@/lib/staff/roles";

export interface DayFigures {
  day: string;
  bookings: number;
  approved: number;
  disbursals: number;
  nachRegistrations: number;
}

// Figures are by Indian calendar day, the day the partners work in.
const IST_OFFSET_MS = 330 * 60 * 1000;
const indianDay = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export interface FigureCount {
  day: string;
  figure: EventFigure;
  count: number | string;
}

const FIGURES: readonly EventFigure[] = ["booked", "booked_approved", "disbursed", "nach_registered"];

// One range scan per figure on LoanEvent(figure, createdAt, partnerId), or
// (partnerId, figure, createdAt) for a partner's staff: the index holds every
// column read, so the table itself is not touched.
const figuresSql = (indianDayOf: string, scoped: boolean) => `
  SELECT ${indianDayOf} AS "day", "figure", COUNT(*) AS "count"
  FROM "LoanEvent"
  WHERE "figure" IN (${FIGURES.map(() => "?").join(", ")}) AND "createdAt" >= ?${scoped ? ` AND "partnerId" = ?` : ""}
  GROUP BY 1, 2`;
const SQLITE_DAY = `date("createdAt", '+330 minutes')`;
const POSTGRES_DAY = `to_char("createdAt" + interval '330 minutes', 'YYYY-MM-DD')`;

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

/** Bookings, approvals, disbursals and NACH registrations per day, for the last `days` days, oldest first. */
export async function dailyFigures({ actor, days = 7, now = new Date() }: { actor: StaffActor; days?: number; now?: Date }): Promise<DayFigures[]> {
  const dayList = Array.from({ length: days }, (_, index) => indianDay(new Date(now.getTime() - (days - 1 - index) * 86_400_000)));
  const since = new Date(`${dayList[0]}T00:00:00.000+05:30`);
  const scope: SqlValue[] = actor.partnerId ? [actor.partnerId] : [];
  const counts = usesPostgres()
    ? await postgresAutocommit((session) => session.all<FigureCount>(figuresSql(POSTGRES_DAY, scope.length > 0), ...FIGURES, postgresTime(since), ...scope))
    : sqliteRead((session) => session.all<FigureCount>(figuresSql(SQLITE_DAY, scope.length > 0), ...FIGURES, sqliteTime(since), ...scope));
  return tallyFigures(dayList, counts);
}
