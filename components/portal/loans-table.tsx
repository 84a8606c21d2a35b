"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { listLoansAction } from "@/app/(portal)/loans/actions";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import type { PortalLoanRow } from "@/lib/portal/portal-loans";
import { LOAN_STATUSES, type LoanStatus } from "@/lib/schemas/loan-status";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
const bookedAt = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** The loans table: filters, search, cursor pages, refreshed in the background. */
export function LoansTable({ showPartner }: { showPartner: boolean }) {
  const [status, setStatus] = useState<LoanStatus | "">("");
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const query = useInfiniteQuery({
    queryKey: ["loans", status, q],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const result = await listLoansAction({ status: status || undefined, q: q || undefined, cursor: pageParam });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: 15_000,
  });
  const rows: PortalLoanRow[] = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <form
        className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[12rem_1fr_auto]"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
        }}
      >
        <SelectField id="status-filter" label="Status" value={status} onChange={(event) => setStatus(event.target.value as LoanStatus | "")}>
          <option value="">All statuses</option>
          {LOAN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <TextField id="loan-search" label="Search" placeholder="Lead id, partner loan id or mobile" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {query.isPending ? (
        <Loading label="Loading loans…" />
      ) : query.isError ? (
        <ErrorState title="The loans could not be loaded">{query.error.message}</ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState title={q || status ? "No loans match" : "No loans yet"}>{q || status ? "Try another filter or search." : "Booked loans appear here."}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Loans, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">Lead id</th>
                <th scope="col" className="px-3 py-2">Partner loan id</th>
                {showPartner && <th scope="col" className="px-3 py-2">Partner</th>}
                <th scope="col" className="px-3 py-2">Customer</th>
                <th scope="col" className="px-3 py-2 text-right">Amount</th>
                <th scope="col" className="px-3 py-2">Status</th>
                <th scope="col" className="px-3 py-2">Disbursed</th>
                <th scope="col" className="px-3 py-2">NACH</th>
                <th scope="col" className="px-3 py-2">Booked at</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.leadId} className="border-b border-slate-100 hover:bg-slate-50">
                  <td className="px-3 py-2 font-mono text-xs">
                    <Link className="text-indigo-700 underline-offset-2 hover:underline" href={`/loans/${row.leadId}`}>
                      {row.leadId.slice(0, 8)}…
                    </Link>
                  </td>
                  <td className="px-3 py-2">{row.partnerLoanId}</td>
                  {showPartner && <td className="px-3 py-2">{row.partnerName}</td>}
                  <td className="px-3 py-2">{row.customer}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{rupees(row.loanAmount)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="px-3 py-2">{row.disbursed ? "Yes" : "No"}</td>
                  <td className="px-3 py-2">{row.nachStatus ? <StatusBadge status={row.nachStatus} /> : "—"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{bookedAt(row.bookedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading…" : "Show older loans"}
          </Button>
        </div>
      )}
    </div>
  );
}
