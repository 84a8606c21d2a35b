"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Badge, StatusBadge, type Tone } from "@/components/ui/badge";
import { buttonClass, Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { Td, Th } from "@/components/ui/table";
import { CardTitle, TableOrCards } from "@/components/ui/table-or-cards";
import type { TapeRowFilter, TapeRowResultView, TapeUpload } from "@/lib/loan-tape/tape-progress";
import type { TapeProgressAction } from "@/lib/portal/portal-actions";
import type { PortalTapeProgress } from "@/lib/portal/portal-loan-tapes";
import { dataOf } from "@/components/nach/live-status";
import { formatNumber } from "@/lib/format/indian-format";

/** How often the page reads the upload again while its rows are being booked. */
const POLL_MS = 1_000;

const OUTCOME: Record<TapeRowResultView["outcome"], { label: string; tone: Tone }> = {
  pending: { label: "Waiting", tone: "slate" },
  booked: { label: "Booked", tone: "blue" },
  already_booked: { label: "Already booked", tone: "slate" },
  refused: { label: "Refused", tone: "red" },
};

const FILTERS: { value: TapeRowFilter; label: string }[] = [
  { value: "all", label: "Every row" },
  { value: "refused", label: "Refused rows" },
  { value: "rejected", label: "Rejected loans" },
  { value: "approved", label: "Approved loans" },
];

function ProgressBar({ upload }: { upload: TapeUpload }) {
  const percent = upload.rowCount === 0 ? 100 : Math.round((upload.processed / upload.rowCount) * 100);
  const words = upload.status === "done" ? "Done" : upload.status === "queued" ? "Waiting to start" : "Booking";
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900" id="tape-progress-label">
          {words}: {formatNumber(upload.processed)} of {formatNumber(upload.rowCount)} rows
        </span>
        <span className="text-slate-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="tape-progress-label"
        aria-valuemin={0}
        aria-valuemax={upload.rowCount}
        aria-valuenow={upload.processed}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${upload.status === "done" ? "bg-green-600" : "bg-indigo-600"} transition-[width]`} style={{ width: `${percent}%` }} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            ["Approved", upload.approved],
            ["Rejected", upload.rejected],
            ["Already booked", upload.alreadyBooked],
            ["Refused", upload.refused],
          ] as const
        ).map(([label, count]) => (
          <div key={label} className="rounded-md border border-slate-200 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatNumber(count)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function RowProblems({ row }: { row: TapeRowResultView }) {
  if (row.error) {
    return (
      <div className="space-y-1">
        <p>{row.error.message}</p>
        {row.error.fields.length > 0 && (
          <ul className="list-disc pl-5 text-slate-700">
            {row.error.fields.map((field) => (
              <li key={`${field.path}:${field.message}`}>
                <code className="text-xs">{field.path}</code>: {field.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return row.rejectionReason ? <p>{row.rejectionReason}</p> : null;
}

function LoanLink({ row }: { row: TapeRowResultView }) {
  if (!row.leadId) return <span className="text-slate-500">—</span>;
  return (
    <Link href={`/loans/${row.leadId}`} className="font-mono text-xs text-indigo-700 underline">
      {row.loanAccountNumber ?? row.leadId}
    </Link>
  );
}

function ResultBadges({ row }: { row: TapeRowResultView }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={OUTCOME[row.outcome].tone}>{OUTCOME[row.outcome].label}</Badge>
      {row.status && <StatusBadge status={row.status} />}
    </span>
  );
}

function ResultRows({ rows }: { rows: TapeRowResultView[] }) {
  return (
    <TableOrCards
      caption="Results of the tape's rows"
      tableClassName="min-w-[48rem]"
      items={rows}
      keyOf={(row) => String(row.rowNumber)}
      head={
        <>
          <Th>Row</Th>
          <Th>Partner loan id</Th>
          <Th>Result</Th>
          <Th>Loan</Th>
          <Th>Reasons and errors</Th>
        </>
      }
      row={(row) => (
        <tr className="border-b border-slate-100 last:border-0">
          <Td className="tabular-nums">{row.rowNumber}</Td>
          <Td className="break-all font-mono text-xs">{row.partnerLoanId ?? "—"}</Td>
          <Td>
            <ResultBadges row={row} />
          </Td>
          <Td>
            <LoanLink row={row} />
          </Td>
          <Td className="max-w-md break-words">
            <RowProblems row={row} />
          </Td>
        </tr>
      )}
      card={(row) => (
        <>
          <CardTitle status={<ResultBadges row={row} />}>
            Row {row.rowNumber}
            {row.partnerLoanId ? ` · ${row.partnerLoanId}` : ""}
          </CardTitle>
          <div className="mt-1">
            <LoanLink row={row} />
          </div>
          <div className="mt-1 break-words text-slate-800">
            <RowProblems row={row} />
          </div>
        </>
      )}
    />
  );
}

/**
 * An upload's progress and its rows' results, read again every second
 * while rows are still being booked. Everything shown is stored, so a
 * reload, or coming back later, shows the same.
 */
export function LoanTapeProgress({ initial, pageRows, readProgress }: { initial: PortalTapeProgress; pageRows: number; readProgress: TapeProgressAction }) {
  const uploadId = initial.upload.id;
  const [filter, setFilter] = useState<TapeRowFilter>("all");
  const [fromRow, setFromRow] = useState(0);
  const query = useQuery({
    queryKey: ["loan-tape", uploadId, filter, fromRow],
    queryFn: async () => dataOf(await readProgress({ uploadId, filter, fromRow })),
    initialData: filter === "all" && fromRow === 0 ? initial : undefined,
    refetchInterval: (current) => (current.state.data?.upload.status === "done" ? false : POLL_MS),
  });
  const progress = query.data;
  const upload = progress?.upload ?? initial.upload;
  const rows = progress?.rows ?? [];
  const lastRow = rows.at(-1)?.rowNumber;
  return (
    <div className="space-y-6">
      <Card
        title="Progress"
        actions={
          <a href={`/portal-files/loan-tapes/${uploadId}/results.csv`} className={buttonClass("secondary")} download>
            Download results (CSV)
          </a>
        }
      >
        <ProgressBar upload={upload} />
        {query.isError && (
          <div className="mt-4">
            <ErrorState title="The progress could not be read just now">It is read again in a moment; the rows go on being booked meanwhile.</ErrorState>
          </div>
        )}
      </Card>
      <Card title="Rows">
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <div className="w-56">
            <SelectField
              id="tape-row-filter"
              label="Show"
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as TapeRowFilter);
                setFromRow(0);
              }}
            >
              {FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </div>
          {fromRow > 0 && (
            <Button variant="secondary" onClick={() => setFromRow(0)}>
              Back to the first rows
            </Button>
          )}
        </div>
        {rows.length === 0 ? (
          <EmptyState title={query.isPending ? "Reading the rows…" : "No rows to show"} />
        ) : (
          <ResultRows rows={rows} />
        )}
        {rows.length === pageRows && lastRow !== undefined && (
          <div className="mt-4">
            <Button variant="secondary" onClick={() => setFromRow(lastRow + 1)}>
              Next rows, from row {lastRow + 1}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
