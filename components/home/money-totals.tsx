import { formatRupees, formatNumber } from "@/lib/format/indian-format";
import type { MoneyTotal, MoneyTotals } from "@/lib/portal/home-totals";
import { TOTAL_DAYS } from "@/lib/portal/home-windows";

const loansText = (loans: number) => `${formatNumber(loans)} ${loans === 1 ? "loan" : "loans"}`;

function Amount({ label, total }: { label: string; total: MoneyTotal }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1">
        <span className="block text-xl font-semibold tabular-nums text-slate-900">{formatRupees(total.amount)}</span>
        <span className="text-sm text-slate-600">{loansText(total.loans)}</span>
      </dd>
    </div>
  );
}

/** Rupees booked and disbursed, today and over the last days, in Indian digit grouping. */
export function MoneyTotalsCard({ totals }: { totals: MoneyTotals }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <section aria-labelledby="booked-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h3 id="booked-heading" className="font-medium text-slate-900">
          Booked and approved
        </h3>
        <p className="text-xs text-slate-600">Loans booked that stand Approved, at their amount.</p>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <Amount label="Today" total={totals.booked.today} />
          <Amount label={`Last ${TOTAL_DAYS} days`} total={totals.booked.lastDays} />
        </dl>
      </section>
      <section aria-labelledby="disbursed-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h3 id="disbursed-heading" className="font-medium text-slate-900">
          Disbursed
        </h3>
        <p className="text-xs text-slate-600">Net amounts paid, by the transfer&apos;s day.</p>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <Amount label="Today" total={totals.disbursed.today} />
          <Amount label={`Last ${TOTAL_DAYS} days`} total={totals.disbursed.lastDays} />
        </dl>
      </section>
    </div>
  );
}
