"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { formatDateTime } from "@/lib/portal/format";
import type { ListMandatesAction } from "@/lib/portal/portal-actions";
import type { PortalMandateRow } from "@/lib/portal/portal-mandates";
import { NACH_STATUSES, type NachStatus } from "@/lib/nach/nach-status";
import { pollWhileInitiated } from "./live-status";

const LINK = "text-indigo-700 underline-offset-2 hover:underline";
const LIST_REFRESH_MS = 15_000;

/**
 * A date and time that may go on two lines between the date and the time,
 * never inside either: an evening's two-digit hour ("10:13 pm") would
 * otherwise push the table past a 1280 px screen.
 */
function DateTime({ iso }: { iso: string }) {
  const [date, ...time] = formatDateTime(iso).split(", ");
  return (
    <>
      <span className="whitespace-nowrap">{time.length > 0 ? `${date},` : date}</span> <span className="whitespace-nowrap">{time.join(", ")}</span>
    </>
  );
}

/** The mandates list: a status filter, cursor pages, refreshed in the background as the bank reports. */
export function MandatesTable({ showPartner, listMandates }: { showPartner: boolean; listMandates: ListMandatesAction }) {
  const [status, setStatus] = useState<NachStatus | "">("");
  const query = useInfiniteQuery({
    queryKey: ["mandates", status],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const result = await listMandates({ status: status || undefined, cursor: pageParam });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Fast while a shown mandate waits for the bank; slowly otherwise, so newly started ones appear.
    refetchInterval: (query) => pollWhileInitiated(query.state.data?.pages.flatMap((page) => page.items)) || LIST_REFRESH_MS,
  });
  const rows: PortalMandateRow[] = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div>
      <div className="mb-4 max-w-xs">
        <SelectField id="mandate-status-filter" label="Status" value={status} onChange={(event) => setStatus(event.target.value as NachStatus | "")}>
          <option value="">All statuses</option>
          {NACH_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </div>

      {query.isPending ? (
        <Loading label="Loading mandates…" />
      ) : query.isError ? (
        <ErrorState title="The mandates could not be loaded">{query.error.message}</ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState title={status ? `No ${status} mandates` : "No mandates yet"}>
          {status ? "Try another status." : "Mandates started for approved loans appear here."}
        </EmptyState>
      ) : (
        <Table caption="Physical NACH mandates, newest first" className="min-w-[64rem]">
          <TableHead>
            <Th>Mandate</Th>
            <Th>Loan</Th>
            {showPartner && <Th>Partner</Th>}
            <Th>Customer</Th>
            <Th>Status</Th>
            <Th>UMRN</Th>
            <Th>Started</Th>
            <Th>Last change</Th>
          </TableHead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                <Td className="whitespace-nowrap font-mono text-xs">
                  {/* The whole id: UUID v7 prefixes are timestamps, alike for mandates started together. */}
                  <Link className={LINK} href={`/nach?id=${row.id}`}>
                    {row.id}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">
                  <Link className={LINK} href={`/loans/${row.leadId}`}>
                    {row.partnerLoanId}
                  </Link>
                </Td>
                {showPartner && <Td>{row.partnerName}</Td>}
                <Td>{row.customer}</Td>
                <Td>
                  <StatusBadge status={row.status} />
                </Td>
                <Td className="font-mono text-xs">{row.umrn ?? "—"}</Td>
                <Td>
                  <DateTime iso={row.createdAt} />
                </Td>
                <Td>
                  <DateTime iso={row.updatedAt} />
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading…" : "Show older"}
          </Button>
        </div>
      )}
    </div>
  );
}
