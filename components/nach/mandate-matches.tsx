import Link from "next/link";
import { StatusBadge } from "@/components/ui/badge";
import { Td, Th } from "@/components/ui/table";
import { CardField, CardFields, CardTitle, TableOrCards } from "@/components/ui/table-or-cards";
import { formatDateTime } from "@/lib/format/indian-format";
import type { PortalMandateRow } from "@/lib/portal/portal-mandates";
import { LIST_LINK, LoanLink } from "./loan-link";

/** The mandate's link, or for the one whose details follow a mark instead. */
function MatchLink({ row, shownId }: { row: PortalMandateRow; shownId: string }) {
  return row.id === shownId ? (
    <span aria-current="true">
      {row.id} <span className="whitespace-nowrap font-sans text-slate-600">(shown below)</span>
    </span>
  ) : (
    <Link className={LIST_LINK} href={`/nach?id=${row.id}`}>
      {row.id}
    </Link>
  );
}

/**
 * A search that names several mandates (a loan's earlier attempts, or one
 * partner loan id at several partners): all of them, newest first, with the
 * one whose details follow marked, so an older failed attempt is one click away.
 */
export function MandateMatches({ matches, shownId, showPartner }: { matches: PortalMandateRow[]; shownId: string; showPartner: boolean }) {
  return (
    <div className="mt-4">
      <p className="mb-2 text-sm text-slate-700">
        {matches.length} mandates match, newest first. The newest is shown below; choose another to see it.
      </p>
      <TableOrCards
        caption="Mandates that match the search, newest first"
        tableClassName="min-w-[36rem]"
        items={matches}
        keyOf={(row) => row.id}
        head={
          <>
            <Th>Mandate</Th>
            <Th>Loan</Th>
            {showPartner && <Th>Partner</Th>}
            <Th>Status</Th>
            <Th>Started</Th>
          </>
        }
        row={(row) => (
          <tr className="border-b border-slate-100 last:border-0">
            <Td className="whitespace-nowrap font-mono text-xs">
              <MatchLink row={row} shownId={shownId} />
            </Td>
            <Td className="whitespace-nowrap">
              <LoanLink row={row} />
            </Td>
            {showPartner && <Td>{row.partnerName}</Td>}
            <Td>
              <StatusBadge status={row.status} />
            </Td>
            <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
          </tr>
        )}
        card={(row) => (
          <>
            <CardTitle status={<StatusBadge status={row.status} />}>
              <span className="break-all font-mono text-xs font-normal">
                <MatchLink row={row} shownId={shownId} />
              </span>
            </CardTitle>
            <CardFields>
              <CardField label="Loan">
                <LoanLink row={row} />
              </CardField>
              <CardField label="Started">{formatDateTime(row.createdAt)}</CardField>
              {showPartner && (
                <CardField label="Partner" wide>
                  {row.partnerName}
                </CardField>
              )}
            </CardFields>
          </>
        )}
      />
    </div>
  );
}
