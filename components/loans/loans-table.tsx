"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { Td, Th } from "@/components/ui/table";
import { CardField, CardFields, CardTitle, TableOrCards } from "@/components/ui/table-or-cards";
import type { ListLoansAction } from "@/lib/portal/portal-actions";
import type { PortalLoanPage, PortalLoanRow } from "@/lib/portal/portal-loan-list";
import { loanFilterSearchParams, type LoanFilter } from "@/lib/schemas/loan-filter";
import { formatRupees as rupees, formatDateTime as bookedAt } from "@/lib/format/indian-format";

function LoanLink({ row }: { row: PortalLoanRow }) {
  return (
    <Link className="font-medium text-indigo-700 underline-offset-2 hover:underline" href={`/loans/${row.leadId}`}>
      {row.partnerLoanId}
    </Link>
  );
}

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
    getNextPageParam: (page) => page.next_cursor ?? undefined,
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
        <TableOrCards
          caption={filtered ? "Loans matching the search and filters, newest first" : "Loans, newest first"}
          tableClassName="min-w-[52rem]"
          items={rows}
          keyOf={(row) => row.leadId}
          head={
            <>
              <Th>Partner loan id</Th>
              <Th>Customer</Th>
              {showPartner && <Th>Partner</Th>}
              <Th className="text-right">Amount</Th>
              <Th>Status</Th>
              <Th>Disbursed</Th>
              <Th>NACH</Th>
              <Th>Booked at</Th>
            </>
          }
          row={(row) => (
            <tr className="border-b border-slate-100 hover:bg-slate-50">
              <Td className="whitespace-nowrap">
                {/* The partner's own reference names the loan; the lead id stays on the loan's page and in search. */}
                <LoanLink row={row} />
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
          )}
          card={(row) => (
            <>
              <CardTitle status={<StatusBadge status={row.status} />}>
                <LoanLink row={row} />
              </CardTitle>
              <CardFields>
                <CardField label="Amount">
                  <span className="tabular-nums">{rupees(row.loanAmount)}</span>
                </CardField>
                <CardField label="Customer">{row.customer}</CardField>
                {showPartner && <CardField label="Partner">{row.partnerName}</CardField>}
                <CardField label="Disbursed">{row.disbursed ? "Yes" : "No"}</CardField>
                <CardField label="NACH">{row.nachStatus ? <StatusBadge status={row.nachStatus} /> : "—"}</CardField>
                <CardField label="Booked at">{bookedAt(row.bookedAt)}</CardField>
              </CardFields>
            </>
          )}
        />
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
