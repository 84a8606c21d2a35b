import { axisTicks, axisTop } from "@/lib/portal/chart-scale";
import type { DayFigures } from "@/lib/portal/dashboard";
import { formatDayOfMonth, formatLongDay } from "@/lib/format/indian-format";

const SERIES = [
  { key: "bookings", label: "Bookings", colour: "#4f46e5" },
  { key: "disbursals", label: "Disbursals", colour: "#0891b2" },
  { key: "nachRegistrations", label: "NACH registrations", colour: "#16a34a" },
] as const;

const valuesText = (day: DayFigures) => SERIES.map((series) => `${series.label}: ${day[series.key]}`).join(", ");

/** Where a day's tooltip sits: the first and last days' along their edge, so it stays inside a phone's screen. */
function tooltipPlace(index: number, count: number): string {
  if (index < 2) return "left-0";
  if (index >= count - 2) return "right-0";
  return "left-1/2 -translate-x-1/2";
}

/**
 * Grouped bars per day, drawn in HTML with no chart library for three
 * series. Each day takes focus and shows its values in a tooltip on hover
 * or focus; its accessible name says them, and the same figures are a table
 * below for anyone who would rather read than point.
 */
export function FiguresChart({ days }: { days: DayFigures[] }) {
  const top = axisTop(Math.max(0, ...days.flatMap((day) => SERIES.map((series) => day[series.key]))));
  return (
    <figure aria-labelledby="figures-chart-caption">
      <p id="figures-chart-caption" className="sr-only">
        Bookings, disbursals and NACH registrations per day, the last {days.length} days
      </p>
      <div className="flex gap-2">
        <div className="flex items-center">
          <span className="-rotate-180 text-xs text-slate-600 [writing-mode:vertical-rl]">Count</span>
        </div>
        <div className="relative h-48 w-8 shrink-0 text-right text-xs tabular-nums text-slate-600" aria-hidden="true">
          {axisTicks(top).map((tick) => (
            <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${(1 - tick / top) * 100}%` }}>
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-48 border-b border-l border-slate-300">
            {axisTicks(top)
              .filter((tick) => tick > 0)
              .map((tick) => (
                <div key={tick} className="absolute inset-x-0 border-t border-dashed border-slate-200" style={{ top: `${(1 - tick / top) * 100}%` }} aria-hidden="true" />
              ))}
            <ol className="absolute inset-0 flex" aria-label="Days">
              {days.map((day, index) => (
                <li
                  key={day.day}
                  tabIndex={0}
                  aria-label={`${formatLongDay(day.day)}: ${valuesText(day)}`}
                  className="group relative flex h-full flex-1 items-end justify-center gap-0.5 rounded-sm px-0.5 outline-none hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  {SERIES.map((series) => (
                    <span
                      key={series.key}
                      aria-hidden="true"
                      className="w-full max-w-5 rounded-t-sm"
                      style={{ height: `${(day[series.key] / top) * 100}%`, backgroundColor: series.colour }}
                    />
                  ))}
                  <span
                    aria-hidden="true"
                    data-testid="chart-tooltip"
                    className={`pointer-events-none absolute bottom-full z-10 mb-1 hidden whitespace-nowrap rounded-md bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg group-hover:block group-focus-visible:block ${tooltipPlace(index, days.length)}`}
                  >
                    <span className="block font-semibold">{formatDayOfMonth(day.day)}</span>
                    {SERIES.map((series) => (
                      <span key={series.key} className="flex items-center gap-1.5">
                        <span className="h-2 w-2 rounded-sm" style={{ backgroundColor: series.colour }} />
                        {series.label}: <span className="font-semibold tabular-nums">{day[series.key]}</span>
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <div className="mt-1 flex text-xs text-slate-600" aria-hidden="true">
            {days.map((day) => (
              <span key={day.day} className="flex-1 text-center">
                {formatDayOfMonth(day.day)}
              </span>
            ))}
          </div>
          <p className="mt-1 text-center text-xs text-slate-600" aria-hidden="true">
            Day, India time
          </p>
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: series.colour }} aria-hidden="true" />
            {series.label}
          </span>
        ))}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-indigo-700 underline-offset-2 hover:underline">The figures as a table</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Bookings, disbursals and NACH registrations per day</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Day
              </th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col" className="py-1 pr-3 text-right font-medium">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {formatDayOfMonth(day.day)}
                </th>
                {SERIES.map((series) => (
                  <td key={series.key} className="py-1 pr-3 text-right tabular-nums">
                    {day[series.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
