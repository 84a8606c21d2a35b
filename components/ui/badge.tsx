import type { ReactNode } from "react";

export type Tone = "green" | "red" | "amber" | "slate" | "blue";

const TONES: Record<Tone, string> = {
  green: "bg-green-100 text-green-800 ring-green-600/20",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  amber: "bg-amber-100 text-amber-900 ring-amber-600/20",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
  blue: "bg-blue-100 text-blue-800 ring-blue-600/20",
};

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}

const STATUS_TONES: Record<string, Tone> = {
  Approved: "green",
  Rejected: "red",
  Disbursed: "blue",
  initiated: "amber",
  registered: "green",
  failed: "red",
  expired: "slate",
  cancelled: "slate",
  requested: "amber",
  completed: "green",
  lapsed: "slate",
  pending: "amber",
  succeeded: "green",
};

/** Loan, mandate and delivery statuses, each with one colour everywhere. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? "slate"}>{status}</Badge>;
}
