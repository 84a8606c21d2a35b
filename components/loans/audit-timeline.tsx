import { labelFor, withoutUnit } from "@/components/loans/form/labels";
import type { PortalLoanEvent } from "@/lib/portal/portal-loans";
import { formatRupees, formatPreciseDateTime as at } from "@/lib/format/indian-format";
import { ruleName } from "@/lib/policy/policy-rules";
import { BookedBody, ChangeList, changesOf } from "./event-values";

function describe(event: PortalLoanEvent): string {
  const data = event.data;
  switch (event.type) {
    case "booked":
      return "Booked";
    case "policy_evaluated":
      return `Policy ${String(data.version)}${data.trigger === "update" ? " after an update" : ""}: ${String(data.outcome)}${Array.isArray(data.failed) && data.failed.length > 0 ? ` (failed: ${data.failed.map((code) => ruleName(String(code))).join(", ")})` : ""}`;
    case "exposure_refused":
      return `Refused by the exposure rule${data.trigger === "update" ? " (an update)" : ""}: the customer's loans would pass the lender's limit`;
    case "updated":
      return `Edited by ${event.actor}: ${Array.isArray(data.fields) && data.fields.length > 0 ? data.fields.map((field) => withoutUnit(labelFor(String(field)))).join(", ") : "no field changed"}`;
    case "disbursed":
      return `Disbursed ${formatRupees(Number(data.amount))}${data.transaction_id ? ` (UTR ${String(data.transaction_id)})` : ""}`;
    case "nach_initiated":
      return "Physical NACH started";
    case "nach_scan_uploaded":
      return "Signed mandate uploaded";
    case "nach_status_reported":
      return `NACH ${String(data.from)} → ${String(data.to)}${data.reason ? `: ${data.reason_code ? `${String(data.reason_code)} — ` : ""}${String(data.reason)}` : ""}`;
    case "nach_umrn_recorded":
      return `UMRN ${String(data.umrn)} recorded on the bank account`;
    case "nach_disbursal_hold_cleared":
      return `Disbursal hold after NACH failure ${String(data.reason_code)} cleared${data.note ? `: ${String(data.note)}` : ""}`;
    case "withheld_released":
      return `Withheld ${formatRupees(Number(data.amount))} released (UTR ${String(data.transaction_id)})`;
    case "cooling_off_exit_requested":
      return `Cooling-off exit requested: ${formatRupees(Number(data.amount_due))} due by ${String(data.pay_by)}`;
    case "cooling_off_exit_completed":
      return `Cooling-off exit completed: ${formatRupees(Number(data.amount))} received (UTR ${String(data.transaction_id)})`;
    case "cooling_off_exit_lapsed":
      return `Cooling-off exit lapsed: not repaid by ${String(data.pay_by)}`;
    case "consents_recorded":
      return `Consents recorded: ${[
        ...(Array.isArray(data.consents) ? data.consents.map((item: { purpose?: unknown }) => `${String(item.purpose)} given`) : []),
        ...(Array.isArray(data.revocations) ? data.revocations.map((item: { purpose?: unknown }) => `${String(item.purpose)} revoked`) : []),
      ].join(", ")}`;
    case "bank_account_verification_recorded":
      return `Bank account ${String(data.ac_number)} ${String(data.status)}${data.name_match_score === null ? "" : ` (name match ${String(data.name_match_score)})`}${data.reason ? `: ${String(data.reason)}` : ""}`;
    default:
      return event.type;
  }
}

/** What an event kept besides its summary: the body as booked, an update's changes. */
function EventValues({ event }: { event: PortalLoanEvent }) {
  if (event.type === "booked" && event.data.body !== undefined) return <BookedBody body={event.data.body} />;
  const changes = event.type === "updated" ? changesOf(event.data) : null;
  return changes && changes.length > 0 ? <ChangeList changes={changes} /> : null;
}

/** The loan's audit trail, oldest first. */
export function AuditTimeline({ events }: { events: PortalLoanEvent[] }) {
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {events.map((event) => (
        <li key={event.id}>
          <span className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-indigo-600" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-900">{describe(event)}</p>
          <EventValues event={event} />
          <p className="text-xs text-slate-500">
            <time dateTime={event.at}>{at(event.at)}</time>
            {/* An edit names who made it in its own line. */}
            {event.type !== "updated" && ` · ${event.actor}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
