"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { SelectField } from "@/components/ui/field";
import { formatRupees as rupees, formatDateTime as at } from "@/lib/format/indian-format";
import type { RecordReleaseAction } from "@/lib/portal/portal-actions";
import type { PortalWithheldRelease } from "@/lib/portal/portal-loans";
import { TransferForm } from "./transfer-form";

function releaseState(release: PortalWithheldRelease) {
  if (release.releasedAt) return <span>Released {at(release.releasedAt)} · UTR <span className="font-mono">{release.transactionId}</span></span>;
  if (release.cancelled) return <Badge tone="slate">Cancelled: the borrower exited</Badge>;
  return release.overdue ? <Badge tone="red">Overdue</Badge> : <Badge tone="amber">Due</Badge>;
}

/**
 * The loan's withheld money, tranche by tranche (contract v3 section 6),
 * and for operations the form that records a release: paid to the account
 * the disbursal paid, exactly the tranche's amount.
 */
export function WithheldReleases({ leadId, releases, canRecord, recordRelease }: { leadId: string; releases: PortalWithheldRelease[]; canRecord: boolean; recordRelease: RecordReleaseAction }) {
  const open = releases.filter((release) => !release.releasedAt && !release.cancelled);
  const [position, setPosition] = useState(open[0]?.position ?? 0);
  const chosen = open.find((release) => release.position === position) ?? open[0];
  return (
    <div className="space-y-4">
      <table className="w-full text-sm">
        <caption className="sr-only">Withheld money by tranche</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">Due</th>
            <th scope="col" className="py-1 text-right font-medium">Amount</th>
            <th scope="col" className="py-1 pl-4 font-medium">Release</th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <tr key={release.position} className="border-b border-slate-100">
              <td className="py-1">{release.dueOn}</td>
              <td className="py-1 text-right tabular-nums">{rupees(release.amount)}</td>
              <td className="py-1 pl-4">{releaseState(release)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canRecord && chosen && (
        <TransferForm
          key={chosen.position}
          id="release"
          label="Record a withheld release"
          timeField={{ name: "released_at", label: "Released at" }}
          defaultAmount={chosen.amount}
          amountHint="The tranche's whole amount: a release is recorded once, in full."
          submitLabel="Record release"
          recorded="Release recorded."
          record={({ time, amount, transaction_id }) => recordRelease(leadId, { position: chosen.position, released_at: time, amount, transaction_id })}
        >
          <SelectField id="release-tranche" label="Tranche" value={chosen.position} onChange={(event) => setPosition(Number(event.target.value))}>
            {open.map((release) => (
              <option key={release.position} value={release.position}>
                {`Due ${release.dueOn}, ${rupees(release.amount)}`}
              </option>
            ))}
          </SelectField>
        </TransferForm>
      )}
    </div>
  );
}
