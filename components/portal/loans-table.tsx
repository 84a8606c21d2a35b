"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import type { ListLoansAction } from "@/lib/portal/portal-actions";
import type { PortalLoanPage, PortalLoanRow } from "@/lib/portal/portal-loan-list";
import { loanFilterSearchParams, type LoanFilter } from "@/lib/schemas/loan-filter";
import { formatRupees as rupees } from "@/lib/money/rupee-figures";
import { formatDateTime as bookedAt } from "@/lib/portal/format";

/** The loans the URL's filter selects: its first page as the server rendered it, older pages on request, refreshed in the background. */
export function LoansTable({ showPartner, filter, first, listLoans }: { showPartner: boolean; filter: LoanFilter; first: PortalLoanPage; listLoans: ListLoansAction }) {
  const filtered = loanFilterSearchParams(filter).size > 0;
  const query = useInfiniteQuery({
    queryKey: ["loans", loanFilterSearchParams(filter).toString()],
    initialPageParam: undefined as string | undefined,
    initialData: { pages: [first], pageParams: [undefined] },
    staleTime: 10_000,
    queryFn: async ({ pageParam }) => {
      const result = await listLoans({ ...filter, cursor: pageParam });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: 15_000,
  });
  const rows: PortalLoanRow[] = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      {query.isPending ? (
        <Loading label="Loading loans…" />
      ) : query.isError ? (
        <ErrorState title="The loans could not be loaded">{query.error.message}</ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState title={filtered ? "No loans match" : "No loans yet"}>{filtered ? "Try another search or fewer filters." : "Booked loans appear here."}</EmptyState>
      ) : (
        <div className="rounded-lg bg-white shadow-sm">
          <Table caption={filtered ? "Loans matching the search and filters, newest first" : "Loans, newest first"} className="min-w-[52rem]">
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
