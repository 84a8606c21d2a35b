import Link from "next/link";
import { formatDay, formatNumber } from "@/lib/format/indian-format";
import type { AttentionItem, AttentionKind } from "@/lib/portal/home-attention";
import { STALE_MANDATE_WORKING_DAYS, UNDISBURSED_AFTER_DAYS } from "@/lib/portal/home-windows";

const WORDS: Record<AttentionKind, { label: string; hint: (item: AttentionItem) => string }> = {
  staleMandates: {
    label: `Mandates initiated over ${STALE_MANDATE_WORKING_DAYS} working days`,
    hint: () => "NPCI presents a mandate within 120 working days of its date: chase the bank or start again.",
  },
  failedDeliveries: {
    label: "Webhook deliveries failed in the last 24\u00a0h",
    hint: () => "Every retry spent: replay them once the endpoint answers.",
  },
  undisbursedLoans: {
    label: `Approved, not disbursed after ${UNDISBURSED_AFTER_DAYS} days`,
    hint: ({ filter }) => (filter.booked_to ? `Booked on or before ${formatDay(filter.booked_to)}.` : ""),
  },
  kfsNotAccepted: {
    label: "Approved, KFS not accepted",
    hint: () => "Disbursal waits for the borrower's acceptance of the current Key Facts Statement.",
  },
};

/** The home page's counts of what needs attention, each a link to the list of exactly those items. */
export function AttentionList({ items }: { items: AttentionItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.kind}>
          <Link
            href={item.href}
            data-kind={item.kind}
            className={`flex h-full flex-col rounded-lg border p-4 shadow-sm transition-colors hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
              item.count > 0 ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"
            }`}
          >
            <span className={`text-3xl font-semibold tabular-nums ${item.count > 0 ? "text-amber-900" : "text-slate-500"}`}>{formatNumber(item.count)}</span>
            <span className="mt-1 font-medium text-slate-900">{WORDS[item.kind].label}</span>
            <span className="mt-1 text-sm text-slate-600">{WORDS[item.kind].hint(item)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
