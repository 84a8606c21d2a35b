import { read } from "@/lib/db/client";
import { partnerScope, type StaffActor } from "@/lib/staff/roles";

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

export interface FigureEvent {
  type: string;
  data: string;
  createdAt: Date;
}

/** The figures of `dayList` (Indian days, oldest first) from the audit events that fell on them. */
export function tallyFigures(dayList: readonly string[], events: readonly FigureEvent[]): DayFigures[] {
  const figures = new Map(dayList.map((day) => [day, { day, bookings: 0, approved: 0, disbursals: 0, nachRegistrations: 0 }]));
  for (const event of events) {
    const entry = figures.get(indianDay(event.createdAt));
    if (!entry) continue;
    const data = JSON.parse(event.data) as { outcome?: string; from?: string; to?: string; trigger?: string };
    // An update's re-evaluation (contract v2) is no new booking; older events carry no trigger and were all bookings'.
    if (event.type === "policy_evaluated") {
      if (data.trigger === "update") continue;
      entry.bookings += 1;
      if (data.outcome === "Approved") entry.approved += 1;
    } else if (event.type === "disbursed") {
      entry.disbursals += 1;
    } else if (data.to === "registered" && data.from !== "registered") {
      entry.nachRegistrations += 1;
    }
  }
  return [...figures.values()];
}

/** Bookings, approvals, disbursals and NACH registrations per day, for the last `days` days, oldest first. */
export async function dailyFigures({ actor, days = 7, now = new Date() }: { actor: StaffActor; days?: number; now?: Date }): Promise<DayFigures[]> {
  const dayList = Array.from({ length: days }, (_, index) => indianDay(new Date(now.getTime() - (days - 1 - index) * 86_400_000)));
  const since = new Date(`${dayList[0]}T00:00:00.000+05:30`);
  const events = await read((tx) =>
    tx.loanEvent.findMany({
      where: { ...partnerScope(actor), createdAt: { gte: since }, type: { in: ["policy_evaluated", "disbursed", "nach_status_reported"] } },
      select: { type: true, data: true, createdAt: true },
    }),
  );
  return tallyFigures(dayList, events);
}
