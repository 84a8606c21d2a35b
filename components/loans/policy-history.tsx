import { StatusBadge } from "@/components/ui/badge";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import type { PolicyHistoryEntry } from "@/lib/loans/policy-history";
import { formatPreciseDateTime as at } from "@/lib/format/indian-format";
import { ruleName } from "@/lib/policy/policy-rules";

const TRIGGERS: Record<PolicyHistoryEntry["trigger"], string> = { booking: "Booking", update: "Update" };

/** Each time the policy judged the loan, newest first: at booking and after every credit-relevant update. */
export function PolicyHistory({ entries }: { entries: PolicyHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No evaluation was recorded for this loan.</p>;
  return (
    <Table caption="Evaluation history, newest first" className="min-w-[36rem]">
      <TableHead>
        <Th>When</Th>
        <Th>Trigger</Th>
        <Th>Policy</Th>
        <Th>Outcome</Th>
        <Th>Failed rules</Th>
      </TableHead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-slate-100 last:border-0">
            <Td>
              <time dateTime={entry.at}>{at(entry.at)}</time>
            </Td>
            <Td>{TRIGGERS[entry.trigger]}</Td>
            <Td className="font-mono text-xs">{entry.version}</Td>
            <Td>
              <StatusBadge status={entry.outcome} />
            </Td>
            <Td>{entry.failed.length === 0 ? "None" : entry.failed.map(ruleName).join(", ")}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
