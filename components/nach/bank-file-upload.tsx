"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { Badge, StatusBadge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorState, Notice } from "@/components/ui/states";
import type { BankFileReport, BankFileRow, RowOutcome } from "@/lib/bank-files/bank-file-rows";
import { formatNumber } from "@/lib/format/indian-format";

interface Refusal {
  message: string;
  fields: { path: string; message: string }[];
}

type Answer = { is_success: true; data: BankFileReport } | { is_success: false; error: { message: string; details: { fields?: Refusal["fields"] } } };

const MIB = 1024 * 1024;
/** Rows listed at once: a 5,000-row file is read by its counts and its refused rows, not scrolled through. */
const SHOWN_ROWS = 300;

const OUTCOMES: Record<RowOutcome, { label: string; tone: Tone }> = {
  ready: { label: "Will apply", tone: "blue" },
  applied: { label: "Applied", tone: "green" },
  already_applied: { label: "Already applied", tone: "slate" },
  refused: { label: "Refused", tone: "red" },
};

type Filter = "all" | RowOutcome;

function RowItem({ row, subjectHref }: { row: BankFileRow; subjectHref: (row: BankFileRow) => string | null }) {
  const href = subjectHref(row);
  return (
    <li className="grid gap-1 px-3 py-3 text-sm md:grid-cols-[4rem_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.6fr)_8rem] md:gap-3">
      <span className="tabular-nums text-slate-600">
        <span className="md:hidden">Row </span>
        {row.rowNumber}
      </span>
      <span className="min-w-0 break-all">
        {row.subject && href ? (
          <Link href={href} className="text-indigo-700 underline">
            {row.subject.loanAccountNumber}
          </Link>
        ) : (
          <span className="font-mono text-xs">{row.reference ?? "—"}</span>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-1 self-start">
        {row.from ? <StatusBadge status={row.from} /> : <span className="text-slate-500">—</span>}
        {row.to && row.to !== row.from && row.outcome !== "refused" && (
          <>
            <span aria-label="becomes">→</span>
            <StatusBadge status={row.to} />
          </>
        )}
      </span>
      <span className="min-w-0 break-words text-slate-700">
        {row.problem ? (
          <>
            <span className="text-red-800">{row.problem.message}</span>
            {row.problem.fields
              .filter((field) => field.message !== row.problem?.message)
              .map((field) => (
                <span key={`${field.path}:${field.message}`} className="block text-xs text-red-800">
                  {field.path}: {field.message}
                </span>
              ))}
          </>
        ) : (
          (row.change ?? "")
        )}
      </span>
      <span>
        <Badge tone={OUTCOMES[row.outcome].tone}>{OUTCOMES[row.outcome].label}</Badge>
      </span>
    </li>
  );
}

function Rows({ report, subjectHref }: { report: BankFileReport; subjectHref: (row: BankFileRow) => string | null }) {
  const [filter, setFilter] = useState<Filter>(report.counts.refused > 0 ? "refused" : "all");
  const filterId = useId();
  const rows = filter === "all" ? report.rows : report.rows.filter((row) => row.outcome === filter);
  const present = (Object.keys(OUTCOMES) as RowOutcome[]).filter((outcome) => report.counts[outcome] > 0);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          Show
        </label>
        <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as Filter)} className="rounded-md border border-slate-300 px-2 py-1 text-sm">
          <option value="all">All rows ({formatNumber(report.rows.length)})</option>
          {present.map((outcome) => (
            <option key={outcome} value={outcome}>
              {OUTCOMES[outcome].label} ({formatNumber(report.counts[outcome])})
            </option>
          ))}
        </select>
      </div>
      <div className="rounded-md border border-slate-200">
        <div className="hidden grid-cols-[4rem_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.6fr)_8rem] gap-3 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-medium uppercase tracking-wide text-slate-600 md:grid" aria-hidden="true">
          <span>Row</span>
          <span>Loan account</span>
          <span>Status</span>
          <span>Change or reason</span>
          <span>Outcome</span>
        </div>
        <ul className="divide-y divide-slate-100" aria-label="Rows of the file">
          {rows.slice(0, SHOWN_ROWS).map((row) => (
            <RowItem key={row.rowNumber} row={row} subjectHref={subjectHref} />
          ))}
        </ul>
      </div>
      {rows.length > SHOWN_ROWS && (
        <p className="text-sm text-slate-600">
          The first {SHOWN_ROWS} of {formatNumber(rows.length)} rows are shown; choose refused rows above to see what needs attention.
        </p>
      )}
    </div>
  );
}

function Summary({ report, applied }: { report: BankFileReport; applied: boolean }) {
  const { counts } = report;
  const parts = applied
    ? [`${counts.applied} applied`, `${counts.already_applied} already applied before`, `${counts.refused} refused`]
    : [`${counts.ready} will change their record`, `${counts.already_applied} already applied`, `${counts.refused} refused`];
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>
        <span className="font-medium">
          {formatNumber(report.rows.length)} {report.rows.length === 1 ? "row" : "rows"}:
        </span>{" "}
        {parts.join(", ")}.
      </p>
      {report.ignoredColumns.length > 0 && <p className="text-slate-600">Columns not read: {report.ignoredColumns.join(", ")}.</p>}
    </div>
  );
}

/**
 * A bank's file, previewed and then applied: sent to the portal's upload
 * route (a server action's body is capped at 1 MB) once to preview, and
 * again with the preview's SHA-256 to apply, so that only the file looked
 * at is applied. Each row shows what it changes, or why it does not.
 */
export function BankFileUpload({
  endpoint,
  label,
  maxBytes,
  subjectHref,
}: {
  endpoint: string;
  label: string;
  maxBytes: number;
  subjectHref: "mandate" | "loan";
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [report, setReport] = useState<{ data: BankFileReport; applied: boolean } | null>(null);
  const hrefOf = (row: BankFileRow) => (row.subject ? (subjectHref === "mandate" ? `/nach?id=${row.subject.id}` : `/loans/${row.subject.leadId}`) : null);

  async function send(step: "preview" | "apply") {
    if (!file) {
      setRefusal({ message: "Choose the bank's file first.", fields: [] });
      return;
    }
    if (file.size > maxBytes) {
      setRefusal({ message: `The file is ${(file.size / MIB).toFixed(1)} MiB; a bank file may be at most ${maxBytes / MIB} MiB: split it into several files.`, fields: [] });
      return;
    }
    setBusy(step);
    setRefusal(null);
    const body = new FormData();
    body.set("step", step);
    if (step === "apply" && report) body.set("sha256", report.data.sha256);
    body.set("file", file);
    try {
      const response = await fetch(endpoint, { method: "POST", body });
      const answer = (await response.json()) as Answer;
      if (answer.is_success) setReport({ data: answer.data, applied: step === "apply" });
      else setRefusal({ message: answer.error.message, fields: (answer.error.details.fields ?? []).filter((field) => field.message !== answer.error.message) });
    } catch {
      setRefusal({ message: "The file did not reach the server; check the connection and try again.", fields: [] });
    }
    setBusy(null);
  }

  const ready = report && !report.applied ? report.data.counts.ready : 0;
  return (
    <div className="space-y-4">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send("preview");
        }}
      >
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {label} (CSV or XLSX, up to {maxBytes / MIB} MiB)
          </label>
          <input
            id={inputId}
            type="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="mt-1 block w-full text-sm"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
              setRefusal(null);
            }}
          />
        </div>
        <Button type="submit" variant={report && !report.applied ? "secondary" : "primary"} disabled={busy !== null}>
          {busy === "preview" ? "Reading…" : "Preview"}
        </Button>
      </form>
      {refusal && (
        <ErrorState title="The file was not taken; nothing was changed">
          <p>{refusal.message}</p>
          {refusal.fields.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {refusal.fields.map((field) => (
                <li key={`${field.path}:${field.message}`}>{field.path === "file" ? field.message : `${field.path}: ${field.message}`}</li>
              ))}
            </ul>
          )}
        </ErrorState>
      )}
      {report && (
        <section className="space-y-3" aria-label={report.applied ? "What was applied" : "Preview"}>
          {report.applied ? (
            <Notice>
              <p className="font-medium">The file was applied</p>
              <p className="mt-1">Each applied row was recorded as the single-record form records it; partners hear of each mandate&apos;s change by webhook.</p>
            </Notice>
          ) : (
            <h3 className="text-sm font-semibold text-slate-900">Preview: nothing has changed yet</h3>
          )}
          <Summary report={report.data} applied={report.applied} />
          {!report.applied && (
            <Button onClick={() => void send("apply")} disabled={busy !== null || ready === 0}>
              {busy === "apply" ? "Applying…" : ready === 0 ? "Nothing to apply" : `Apply ${formatNumber(ready)} ${ready === 1 ? "row" : "rows"}`}
            </Button>
          )}
          <Rows key={`${report.data.sha256}:${report.applied}`} report={report.data} subjectHref={hrefOf} />
        </section>
      )}
    </div>
  );
}
