"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ErrorState, Notice } from "@/components/ui/states";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import type { ActionResult } from "@/lib/portal/action-result";
import type { AcceptKfsAction, RecordAgreementAction } from "@/lib/portal/portal-actions";
import type { PortalKfsRecord } from "@/lib/portal/portal-kfs-record";
import { formatDateTime as at } from "@/lib/format/indian-format";
import type { KfsVersionSummary } from "@/lib/schemas/kfs";

const CHANNELS = [
  ["click_wrap", "Click-wrap (IP address and browser)"],
  ["otp", "OTP to the borrower's mobile"],
  ["e_sign", "E-sign (signed document's SHA-256)"],
  ["physical", "Physical (signed scan)"],
] as const;

const SIGNATURE_TYPES = [
  ["click-wrap", "Click-wrap"],
  ["e-signature", "E-signature"],
  ["physical", "Physical"],
] as const;

function statusOf(version: KfsVersionSummary, current: boolean): ReactNode {
  if (version.accepted) return <Badge tone="green">Accepted {at(version.accepted.accepted_at)} ({version.accepted.channel.replace("_", "-")})</Badge>;
  if (!current) return <Badge tone="slate">Superseded</Badge>;
  if (Date.parse(version.valid_until) < Date.now()) return <Badge tone="amber">Lapsed: reload for a new version</Badge>;
  return <Badge tone="amber">Awaiting the borrower&apos;s acceptance</Badge>;
}

/** A form that posts its fields to a server action, then refreshes the page or says why not. */
function ActionForm({ label, busyLabel, submit, children }: { label: string; busyLabel: string; submit: (form: FormData) => Promise<ActionResult<unknown>>; children: ReactNode }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // A moment typed on the form is the staff member's local time; the server takes it as an instant.
    for (const name of ["accepted_at", "executed_at"]) {
      const value = form.get(name);
      if (typeof value === "string" && value !== "") form.set(name, new Date(value).toISOString());
    }
    startTransition(async () => {
      const result = await submit(form);
      if (!result.ok) {
        setError([result.error.message, ...result.error.fields.map((field) => `${field.path} ${field.message}`)].join(" — "));
        return;
      }
      setError(null);
      router.refresh();
    });
  };
  return (
    <form className="mt-4 space-y-3 rounded-md border border-slate-200 p-3" onSubmit={onSubmit}>
      {children}
      {error && <ErrorState title="Not recorded">{error}</ErrorState>}
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </form>
  );
}

function AcceptanceForm({ leadId, version, acceptKfs }: { leadId: string; version: KfsVersionSummary; acceptKfs: AcceptKfsAction }) {
  const [channel, setChannel] = useState<string>("click_wrap");
  return (
    <ActionForm label="Record the acceptance" busyLabel="Recording…" submit={(form) => acceptKfs(leadId, form)}>
      <h3 className="text-sm font-semibold text-slate-900">The borrower&apos;s acceptance of version {version.version}</h3>
      <input type="hidden" name="kfs_id" value={version.kfs_id} />
      <SelectField id="kfs-channel" name="channel" label="Channel" value={channel} onChange={(event) => setChannel(event.target.value)}>
        {CHANNELS.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
      <TextField id="kfs-accepted-at" name="accepted_at" type="datetime-local" step={1} label="Accepted at" hint="Leave blank for now." optional />
      {channel === "click_wrap" && (
        <>
          <TextField id="kfs-ip" name="ip" label="Borrower's IP address" required />
          <TextField id="kfs-user-agent" name="user_agent" label="Borrower's browser or app (User-Agent)" required />
        </>
      )}
      {channel === "otp" && (
        <>
          <TextField id="kfs-reference" name="reference" label="OTP transaction id" required />
          <TextField id="kfs-mobile" name="mobile" label="Mobile the OTP went to" inputMode="numeric" required />
        </>
      )}
      {channel === "e_sign" && <TextField id="kfs-sha" name="document_sha256" label="Signed document's SHA-256" required />}
      {channel === "physical" && (
        <div>
          <label htmlFor="kfs-scan" className="block text-sm font-medium text-slate-700">
            Signed statement (PDF, JPEG or PNG, up to 5 MiB)
          </label>
          <input id="kfs-scan" name="signed_kfs" type="file" accept="application/pdf,image/jpeg,image/png" required className="mt-1 block text-sm" />
        </div>
      )}
    </ActionForm>
  );
}

function AgreementForm({ leadId, recordAgreement }: { leadId: string; recordAgreement: RecordAgreementAction }) {
  return (
    <ActionForm label="Record the agreement" busyLabel="Recording…" submit={(form) => recordAgreement(leadId, form)}>
      <h3 className="text-sm font-semibold text-slate-900">The executed loan agreement</h3>
      <TextField id="agreement-executed-at" name="executed_at" type="datetime-local" step={1} label="Executed at" hint="After the acceptance; leave blank for now." optional />
      <SelectField id="agreement-signature" name="signature_type" label="Signature" defaultValue="e-signature">
        {SIGNATURE_TYPES.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
      <TextField id="agreement-sha" name="document_sha256" label="Agreement document's SHA-256" required />
      <TextField id="agreement-reference" name="reference" label="Reference" optional />
    </ActionForm>
  );
}

/**
 * The borrower's record of contract v3 section 12 on the loan page: the KFS
 * versions and which one the borrower accepted, and the agreement. Partner
 * staff record the acceptance and the agreement before disbursing; other
 * roles see them only.
 */
export function KfsRecordPanel({ leadId, record, editable, acceptKfs, recordAgreement }: {
  leadId: string;
  record: PortalKfsRecord;
  editable: boolean;
  acceptKfs: AcceptKfsAction;
  recordAgreement: RecordAgreementAction;
}) {
  const { versions, agreement, unavailable } = record;
  const current = versions.at(-1);
  if (unavailable) return <Notice>{unavailable}</Notice>;
  return (
    <div>
      <Table caption="Key Facts Statement versions, oldest first" className="min-w-[32rem]">
        <TableHead>
          <Th>Version</Th>
          <Th>Issued</Th>
          <Th>Valid until</Th>
          <Th>Status</Th>
        </TableHead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.kfs_id} className="border-b border-slate-100 last:border-0">
              <Td className="tabular-nums">{version.version}</Td>
              <Td>{at(version.generated_on)}</Td>
              <Td>{at(version.valid_until)}</Td>
              <Td>{statusOf(version, version === current)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="mt-3 text-sm">
        {agreement ? (
          <>
            Agreement executed {at(agreement.executed_at)} ({signatureWord(agreement.signature_type)}), after version{" "}
            {versions.find((version) => version.kfs_id === agreement.kfs_id)?.version ?? "?"} was accepted.
          </>
        ) : (
          "No agreement recorded yet."
        )}
      </p>
      {editable && current && !current.accepted && <AcceptanceForm leadId={leadId} version={current} acceptKfs={acceptKfs} />}
      {editable && current?.accepted && <AgreementForm leadId={leadId} recordAgreement={recordAgreement} />}
    </div>
  );
}

const signatureWord = (code: number) => ["physical", "e-signature", "click-wrap"][code - 1] ?? String(code);
