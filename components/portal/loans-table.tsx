"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import type { ListLoansAction } from "@/lib/portal/portal-actions";
import type { PortalLoanQuery, PortalLoanRow } from "@/lib/portal/portal-loans";
import { LOAN_STATUSES } from "@/lib/schemas/loan-status";
import { formatRupees as rupees } from "@/lib/money/rupee-figures";
import { formatDateTime as bookedAt, formatDay } from "@/lib/portal/format";
import { FilterChip } from "./filter-chip";

/** The filters the home page's links set in the address, which the form has no control for, in words. */
const LINK_FILTERS = {
  disbursed: (value: string) => (value === "no" ? "Not disbursed" : "Disbursed"),
  booked_to: (value: string) => `Booked on or before ${formatDay(value)}, in India`,
  kfs: () => "Current KFS not accepted",
} as const;
type LinkFilter = keyof typeof LINK_FILTERS;
const LINK_FILTER_KEYS = Object.keys(LINK_FILTERS) as LinkFilter[];

/** The loans table: filters, search, cursor pages, refreshed in the background. */
export function LoansTable({ showPartner, listLoans }: { showPartner: boolean; listLoans: ListLoansAction }) {
  // The status and the home page's filters are in the page's address, so its "needs attention" links open this list filtered.
  const params = useSearchParams();
  const status = params.get("status") ?? "";
  const linkFilters = LINK_FILTER_KEYS.flatMap((key) => {
    const value = params.get(key);
    return value ? [{ key, value }] : [];
  });
  const setParam = (key: "status" | LinkFilter, value: string) => {
    const next = new URLSearchParams(params.toString());
    if (value) next.set(key, value);
    else next.delete(key);
    const search = next.toString();
    window.history.pushState(null, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
  };
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const query = useInfiniteQuery({
    queryKey: ["loans", status, q, ...linkFilters.map(({ key, value }) => `${key}=${value}`)],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const filters = Object.fromEntries(linkFilters.map(({ key, value }) => [key, value]));
      const result = await listLoans({ ...filters, status: (status || undefined) as PortalLoanQuery["status"], q: q || undefined, cursor: pageParam });
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
        <SelectField id="status-filter" label="Status" value={status} onChange={(event) => setParam("status", event.target.value)}>
          <option value="">All statuses</option>
          {LOAN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <TextField id="loan-search" label="Search" placeholder="Partner loan id, mobile or lead id" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {linkFilters.length > 0 && (
        <div className="mb-4 space-y-2">
          {linkFilters.map(({ key, value }) => (
            <FilterChip key={key} onClear={() => setParam(key, "")} clearLabel="Remove">
              {LINK_FILTERS[key](value)}
            </FilterChip>
          ))}
        </div>
      )}

      {query.isPending ? (
        <Loading label="Loading loans…" />
      ) : query.isError ? (
        <ErrorState title="The loans could not be loaded">{query.error.message}</ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState title={q || status || linkFilters.length > 0 ? "No loans match" : "No loans yet"}>
          {q || status || linkFilters.length > 0 ? "Try another filter or search." : "Booked loans appear here."}
        </EmptyState>
      ) : (
        <div className="rounded-lg bg-white shadow-sm">
          <Table caption="Loans, newest first" className="min-w-[52rem]">
            <TableHead>
              <Th>Partner loan id</Th>
              <Th>Customer</Th>
              {showPartner && <Th>Partner</Th>}
              <Th className="text-right">Amount</Th>
              <Th>Status</Th>
              <Th>Disbursed</Th>
              <Th>NACH</Th>
              <Th>Booked at</Th>
            </TableHead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.leadId} className="border-b border-slate-100 hover:bg-slate-50">
                  <Td className="whitespace-nowrap">
                    {/* The partner's own reference names the loan; the lead id stays on the loan's page and in search. */}
                    <Link className="font-medium text-indigo-700 underline-offset-2 hover:underline" href={`/loans/${row.leadId}`}>
                      {row.partnerLoanId}
                    </Link>
                  </Td>
                  <Td>{row.customer}</Td>
                  {showPartner && <Td>{row.partnerName}</Td>}
                  <Td className="text-right tabular-nums">{rupees(row.loanAmount)}</Td>
                  <Td>
                    <StatusBadge status={row.status} />
                  </Td>
                  <Td>{row.disbursed ? "Yes" : "No"}</Td>
                  <Td>{row.nachStatus ? <StatusBadge status={row.nachStatus} /> : "—"}</Td>
                  <Td className="whitespace-nowrap">{bookedAt(row.bookedAt)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
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
