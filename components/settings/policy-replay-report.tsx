import Link from "next/link";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { ruleName } from "@/lib/policy/policy-rules";
import type { PortalReplay } from "@/lib/portal/portal-policy";
import { formatNumber } from "@/lib/format/indian-format";

const count = (n: number) => formatNumber(n);
const decisions = (n: number) => `${count(n)} decision${n === 1 ? "" : "s"}`;

/** What a draft would change: the totals, each rule's share, and every decision that would turn. */
export function PolicyReplayReport({ report }: { report: PortalReplay }) {
  const turned = report.changed.length;
  return (
    <section aria-labelledby="replay-heading" className="space-y-4">
      <h3 id="replay-heading" className="text-base font-semibold text-slate-900">
        Replay against version {report.baseline}
      </h3>
      <p className="text-sm text-slate-700" data-testid="replay-summary">
        {`Replayed the latest decisions of ${count(report.replayed)} loan${report.replayed === 1 ? "" : "s"} in ${(report.elapsedMs / 1000).toFixed(2)} s: `}
        {turned === 0
          ? "no decision would change."
          : `${decisions(turned)} would change: ${count(report.approvedToRejected)} Approved → Rejected, ${count(report.rejectedToApproved)} Rejected → Approved.`}
      </p>
      <Table caption="Decisions that would change, by rule" className="min-w-[28rem]">
        <TableHead>
          <Th>Rule</Th>
          <Th className="text-right">Approved → Rejected</Th>
          <Th className="text-right">Rejected → Approved</Th>
        </TableHead>
        <tbody className="divide-y divide-slate-100">
          {report.byRule.map((rule) => (
            <tr key={rule.code} className={rule.approvedToRejected + rule.rejectedToApproved > 0 ? "bg-amber-50" : undefined}>
              <Td>{ruleName(rule.code)}</Td>
              <Td className="text-right tabular-nums">{count(rule.approvedToRejected)}</Td>
              <Td className="text-right tabular-nums">{count(rule.rejectedToApproved)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {turned > 0 && (
        <Table caption="Decisions that would change">
          <TableHead>
            <Th>Loan</Th>
            <Th>Partner</Th>
            <Th>Now</Th>
            <Th>Under the draft</Th>
            <Th>Rules that turned</Th>
          </TableHead>
          <tbody className="divide-y divide-slate-100">
            {report.changed.map((decision) => (
              <tr key={decision.leadId}>
                <Td className="font-mono text-xs">
                  <Link href={`/loans/${decision.leadId}`} className="text-indigo-700 hover:underline">
                    {decision.leadId}
                  </Link>
                </Td>
                <Td>{decision.partnerName}</Td>
                <Td>{decision.from}</Td>
                <Td>{decision.to}</Td>
                <Td>{decision.rules.map(ruleName).join(", ")}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
