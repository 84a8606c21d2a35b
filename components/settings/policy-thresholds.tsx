import { DRAFT_FIELD_GROUPS, thresholdAt } from "@/lib/portal/policy-draft-fields";
import type { PolicyThresholds } from "@/lib/policy/policy-config";
import { formatNumber } from "@/lib/format/indian-format";

const thresholdText = (value: number | undefined) => (value === undefined ? "—" : formatNumber(value));

/** A version's thresholds, grouped as the draft form groups them. */
export function PolicyThresholdsList({ rules, label }: { rules: PolicyThresholds; label: string }) {
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={label} role="group">
      {DRAFT_FIELD_GROUPS.map((group) => (
        <section key={group.title}>
          <h3 className="text-sm font-semibold text-slate-900">{group.title}</h3>
          <dl className="mt-2 space-y-1 text-sm">
            {group.fields.map((field) => (
              <div key={field.path} className="flex justify-between gap-4">
                <dt className="text-slate-600">{field.label}</dt>
                <dd className="font-medium tabular-nums text-slate-900">{thresholdText(thresholdAt(rules, field.path))}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
