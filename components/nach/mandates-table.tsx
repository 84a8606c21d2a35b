"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { StatusBadge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { EmptyState, ErrorState, Loading } from "@/components/ui/states";
import { Td, Th } from "@/components/ui/table";
import { CardField, CardFields, TableOrCards } from "@/components/ui/table-or-cards";
import { NACH_STATUSES } from "@/lib/codes/nach-status";
import { failureReasonText, NPCI_REASON_CODES, npciReasonLabel } from "@/lib/codes/npci-reasons";
import type { ActionResult } from "@/lib/portal/action-result";
import { formatDateTime, formatDay } from "@/lib/format/indian-format";
import { ANY_FAILURE, changedFilter, emptyListTitle, mandateExportHref, mandateFilterOf, mandateQueryOf, NO_MANDATE_FILTER, queryStringWithFilter, type MandateListFilter } from "@/lib/portal/mandate-list-filter";
import { representationText } from "@/lib/portal/mandate-text";
import type { ListMandatesAction } from "@/lib/portal/portal-actions";
import type { PortalMandateRow } from "@/lib/portal/portal-mandates";
import { LIST_LINK, LoanLink } from "./loan-link";
import { FilterChip } from "@/components/ui/filter-chip";
import { pollWhileInitiated } from "./live-status";

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

/** A refused list in words, with what was wrong in each filter (a hand-edited address, say). */
function listError({ error }: Extract<ActionResult<unknown>, { ok: false }>): Error {
  const fields = error.fields.map((field) => `${field.path} ${field.message}`).join("; ");
  return new Error(fields ? `${error.message}: ${fields}` : error.message);
}

/** Where a mandate stands, and for a failed one NPCI's reason and whether it may be presented again. */
function MandateState({ row }: { row: PortalMandateRow }) {
  return (
    <div className="mt-1 space-y-0.5">
      <StatusBadge status={row.status} />
      {row.failureReason && <p className="text-sm text-slate-900">{failureReasonText(row.failureReason)}</p>}
      {row.representation !== null && <p className="text-xs text-slate-600">{representationText(row.representation)}</p>}
    </div>
  );
}

function MandateLink({ row }: { row: PortalMandateRow }) {
  return (
    // The whole id: UUID v7 prefixes are timestamps, alike for mandates started together.
    <Link className={`${LIST_LINK} break-all font-mono text-xs sm:whitespace-nowrap sm:break-normal`} href={`/nach?id=${row.id}`}>
      {row.id}
    </Link>
  );
}

/**
 * The mandates list: filters by status and by NPCI's failure reason, kept in
 * the page's address; cursor pages; refreshed in the background as the bank
 * reports. The first column holds the mandate's link, its status and reason,
 * so that they lead each row and each phone card.
 */
export function MandatesTable({ showPartner, listMandates }: { showPartner: boolean; listMandates: ListMandatesAction }) {
  const params = useSearchParams();
  const filter = mandateFilterOf(params);
  // Next.js keeps useSearchParams in step with the History API, without a server round trip.
  const show = (next: MandateListFilter) => window.history.pushState(null, "", `${window.location.pathname}${queryStringWithFilter(params.toString(), next)}`);
  const choose = (change: { status: string } | { reason: string }) => show(changedFilter(filter, change));
  const query = useInfiniteQuery({
    queryKey: ["mandates", filter.status, filter.reason, filter.startedTo],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const result = await listMandates({ ...mandateQueryOf(filter), cursor: pageParam });
      if (!result.ok) throw listError(result);
      return result.data;
    },
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    // Fast while a shown mandate waits for the bank; slowly otherwise, so newly started ones appear.
    refetchInterval: (query) => pollWhileInitiated(query.state.data?.pages.flatMap((page) => page.items)) || LIST_REFRESH_MS,
  });
  const rows: PortalMandateRow[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filter.status !== "" || filter.reason !== "" || filter.startedTo !== "";

  return (
    <div>
      <div className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,24rem)_auto]">
        <SelectField id="mandate-status-filter" label="Status" value={filter.status} onChange={(event) => choose({ status: event.target.value })}>
          <option value="">All statuses</option>
          {NACH_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <SelectField id="mandate-reason-filter" label="Failure reason" value={filter.reason} onChange={(event) => choose({ reason: event.target.value })}>
          <option value="">No reason filter</option>
          <option value={ANY_FAILURE}>Any failure</option>
          {NPCI_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {npciReasonLabel(code)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2 sm:justify-self-start">
          {filtered && (
            <Button variant="secondary" onClick={() => show(NO_MANDATE_FILTER)}>
              Clear filters
            </Button>
          )}
          <a href={mandateExportHref(filter)} className={buttonClass("secondary")} download>
            Download CSV
          </a>
        </div>
      </div>
      {filter.startedTo && (
        <div className="mb-4">
          <FilterChip onClear={() => show({ ...filter, startedTo: "" })} clearLabel="Any start date">
            Started on or before {formatDay(filter.startedTo)}, in India
          </FilterChip>
        </div>
      )}

      {query.isPending ? (
        <Loading label="Loading mandates…" />
      ) : query.isError ? (
        <ErrorState title="The mandates could not be loaded">{query.error.message}</ErrorState>
      ) : rows.length === 0 ? (
        <EmptyState title={emptyListTitle(filter)}>{filtered ? "Try another filter." : "Mandates started for approved loans appear here."}</EmptyState>
      ) : (
        <TableOrCards
          caption="Physical NACH mandates, newest first"
          tableClassName="min-w-[64rem]"
          items={rows}
          keyOf={(row) => row.id}
          head={
            <>
              <Th className="w-72">Mandate and status</Th>
              <Th>Loan</Th>
              {showPartner && <Th>Partner</Th>}
              <Th>Customer</Th>
              <Th>UMRN</Th>
              <Th>Started</Th>
              <Th>Last change</Th>
            </>
          }
          row={(row) => (
            <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
              <Td>
                <MandateLink row={row} />
                <MandateState row={row} />
              </Td>
              <Td className="whitespace-nowrap">
                <LoanLink row={row} />
              </Td>
              {showPartner && <Td>{row.partnerName}</Td>}
              <Td>{row.customer}</Td>
              <Td className="font-mono text-xs">{row.umrn ?? "—"}</Td>
              <Td>
                <DateTime iso={row.createdAt} />
              </Td>
              <Td>
                <DateTime iso={row.updatedAt} />
              </Td>
            </tr>
          )}
          card={(row) => (
            <>
              <MandateLink row={row} />
              <MandateState row={row} />
              <CardFields>
                <CardField label="Loan">
                  <LoanLink row={row} />
                </CardField>
                <CardField label="Customer">{row.customer}</CardField>
                <CardField label="Started">
                  <DateTime iso={row.createdAt} />
                </CardField>
                <CardField label="Last change">
                  <DateTime iso={row.updatedAt} />
                </CardField>
                {showPartner && (
                  <CardField label="Partner" wide>
                    {row.partnerName}
                  </CardField>
                )}
                <CardField label="UMRN" wide>
                  <span className="font-mono text-xs">{row.umrn ?? "—"}</span>
                </CardField>
              </CardFields>
            </>
          )}
        />
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
