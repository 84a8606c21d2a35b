import type { PolicyRuleResult } from "@/lib/schemas/policy";

const RULE_NAMES: Record<string, string> = {
  age: "Age at application",
  credit_score: "Credit score",
  foir: "FOIR",
  enquiries: "Credit enquiries (3 months)",
  delinquency: "Delinquent tradelines",
  loan_amount: "Loan amount",
  loan_tenure: "Loan tenure",
  interest_rate: "Interest rate",
  pan_kyc: "PAN KYC",
};

/** Every rule of the policy with what it saw against its threshold. */
export function PolicyOutcome({ version, rules }: { version: string; rules: PolicyRuleResult[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="mb-2 text-left text-xs text-slate-500">Policy {version}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">Rule</th>
            <th scope="col" className="py-2 pr-3">Observed</th>
            <th scope="col" className="py-2 pr-3">Threshold</th>
            <th scope="col" className="py-2">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.code} className="border-b border-slate-100">
              <td className="py-2 pr-3">{RULE_NAMES[rule.code] ?? rule.code}</td>
              <td className="py-2 pr-3 tabular-nums">{rule.observed ?? "not given"}</td>
              <td className="py-2 pr-3">{rule.threshold}</td>
              <td className={`py-2 font-medium ${rule.passed ? "text-green-700" : "text-red-700"}`}>{rule.passed ? "Passed" : "Failed"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
