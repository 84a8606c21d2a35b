import Link from "next/link";
import { StatusBadge } from "@/components/ui/badge";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { formatDateTime } from "@/lib/portal/format";
import type { PortalMandateRow } from "@/lib/portal/portal-mandates";

const LINK = "text-indigo-700 underline-offset-2 hover:underline";

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
      <Table caption="Mandates that match the search, newest first" className="min-w-[36rem]">
        <TableHead>
          <Th>Mandate</Th>
          <Th>Loan</Th>
          {showPartner && <Th>Partner</Th>}
          <Th>Status</Th>
          <Th>Started</Th>
        </TableHead>
        <tbody>
          {matches.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 last:border-0">
              <Td className="whitespace-nowrap font-mono text-xs">
                {row.id === shownId ? (
                  <span aria-current="true">
                    {row.id} <span className="font-sans text-slate-600">(shown below)</span>
                  </span>
                ) : (
                  <Link className={LINK} href={`/nach?id=${row.id}`}>
                    {row.id}
                  </Link>
                )}
              </Td>
              <Td className="whitespace-nowrap">
                <Link className={LINK} href={`/loans/${row.leadId}`}>
                  {row.partnerLoanId}
                </Link>
              </Td>
              {showPartner && <Td>{row.partnerName}</Td>}
              <Td>
                <StatusBadge status={row.status} />
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(row.createdAt)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
