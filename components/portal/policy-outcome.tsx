import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { ruleName } from "@/lib/portal/rule-names";
import type { PolicyRuleResult } from "@/lib/schemas/policy";

/** Every rule of the latest evaluation: what it saw against its threshold, its verdict and its sentence. */
export function PolicyOutcome({ version, rules }: { version: string; rules: PolicyRuleResult[] }) {
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">
        Policy version <span className="font-mono">{version}</span>: {rules.filter((rule) => rule.passed).length} of {rules.length} rules passed.
      </p>
      <Table caption={`Policy ${version}, every rule of the latest evaluation`} className="min-w-[44rem]">
        <TableHead>
          <Th>Rule</Th>
          <Th>Observed</Th>
          <Th>Threshold</Th>
          <Th>Outcome</Th>
          <Th>Why</Th>
        </TableHead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.code} className="border-b border-slate-100 last:border-0">
              <Td>{ruleName(rule.code)}</Td>
              <Td className="tabular-nums">{rule.observed ?? "not given"}</Td>
              <Td>{rule.threshold}</Td>
              <Td className={`font-medium ${rule.passed ? "text-green-700" : "text-red-700"}`}>{rule.passed ? "Passed" : "Failed"}</Td>
              <Td className="text-slate-700">{rule.message}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
