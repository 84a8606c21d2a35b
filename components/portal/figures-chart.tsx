import type { DayFigures } from "@/lib/portal/dashboard";

const SERIES = [
  { key: "bookings", label: "Bookings", colour: "#4f46e5" },
  { key: "disbursals", label: "Disbursals", colour: "#0891b2" },
  { key: "nachRegistrations", label: "NACH registrations", colour: "#16a34a" },
] as const;

/** Grouped bars per day; an SVG with a text alternative, no chart library needed for three series. */
export function FiguresChart({ days }: { days: DayFigures[] }) {
  const max = Math.max(1, ...days.flatMap((day) => SERIES.map((series) => day[series.key])));
  const width = 640;
  const height = 180;
  const groupWidth = width / days.length;
  const barWidth = (groupWidth - 16) / SERIES.length;
  const summary = days.map((day) => `${day.day}: ${day.bookings} bookings, ${day.disbursals} disbursals, ${day.nachRegistrations} NACH registrations`).join("; ");
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height + 24}`} className="h-auto w-full" role="img" aria-label={`Last ${days.length} days. ${summary}`}>
        {days.map((day, dayIndex) => (
          <g key={day.day} transform={`translate(${dayIndex * groupWidth + 8},0)`}>
            {SERIES.map((series, seriesIndex) => {
              const value = day[series.key];
              const barHeight = (value / max) * height;
              return <rect key={series.key} x={seriesIndex * barWidth} y={height - barHeight} width={barWidth - 2} height={barHeight} fill={series.colour} rx={2} />;
            })}
            <text x={(groupWidth - 16) / 2} y={height + 16} textAnchor="middle" className="fill-slate-500 text-[11px]">
              {day.day.slice(5)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: series.colour }} aria-hidden="true" />
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
