import { POLICY } from "@/lib/policy/config";
import { POLICY_RULES } from "@/lib/policy/policy-rules";

/** The rules as a Markdown table, for the `policy` object's description: each rule's own words, from the thresholds in force. */
export function policyRulesTable(): string {
  const rows = POLICY_RULES.map((rule) => {
    const { passes, threshold } = rule.documented(POLICY);
    return `| \`${rule.code}\` | ${threshold} | ${passes} |`;
  });
  return ["| code | threshold | passes when |", "|---|---|---|", ...rows].join("\n");
}
