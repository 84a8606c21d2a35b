import { codeLabel } from "@/components/loans/form/labels";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { EMPLOYMENT_TYPE } from "@/lib/schemas/enums";
import { ruleName } from "@/lib/policy/policy-rules";
import { ruleFigures } from "@/lib/portal/rule-values";
import type { PolicyRuleView } from "@/lib/schemas/policy";

/** What a rule saw, as people read it: the employment rule records the type's code. */
function observedText({ code, observed, threshold }: PolicyRuleView): string {
  // A rule whose figures this audience is not shown has no threshold either (lib/policy/partner-view.ts).
  if (observed === null) return threshold === null ? "—" : "not given";
  return code === "employment" && typeof observed === "number" ? codeLabel(EMPLOYMENT_TYPE, observed) : ruleFigures(code, String(observed));
}

const OUTCOME = {
  true: { text: "Passed", tone: "text-green-700" },
  false: { text: "Failed", tone: "text-red-700" },
  null: { text: "Not evaluated", tone: "text-slate-600" },
} as const;

/** Every rule of the latest evaluation: what it saw against its threshold, its verdict and its sentence. */
export function PolicyOutcome({ version, rules }: { version: string; rules: PolicyRuleView[] }) {
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">
        Policy version <span className="font-mono">{version}</span>: {rules.filter((rule) => rule.passed).length} of {rules.length} rules passed
        {rules.some((rule) => rule.passed === null) ? `, ${rules.filter((rule) => rule.passed === null).length} not evaluated` : ""}.
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
              <Td className="tabular-nums">{observedText(rule)}</Td>
              <Td>{rule.threshold === null ? "—" : ruleFigures(rule.code, rule.threshold)}</Td>
              <Td className={`font-medium ${OUTCOME[String(rule.passed) as keyof typeof OUTCOME].tone}`}>{OUTCOME[String(rule.passed) as keyof typeof OUTCOME].text}</Td>
              <Td className="text-slate-700">{rule.message}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
