"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { startNachAction, uploadScanAction } from "@/app/(portal)/loans/[leadId]/actions";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, Notice } from "@/components/ui/states";
import { failureReasonText } from "@/lib/nach/npci-reasons";
import type { PortalMandate } from "@/lib/portal/portal-loans";
import { formatDateTime as at } from "@/lib/portal/format";


function UploadForm({ nachId, onDone }: { nachId: string; onDone: (message: string | null, error: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, startTransition] = useTransition();
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        startTransition(async () => {
          const result = await uploadScanAction(nachId, form);
          if (input.current) input.current.value = "";
          onDone(result.ok ? "The signed form was uploaded." : null, result.ok ? null : result.error.message);
        });
      }}
    >
      <div>
        <label htmlFor={`scan-${nachId}`} className="block text-sm font-medium text-slate-700">
          Signed form (PDF, JPEG or PNG, up to 5 MiB)
        </label>
        <input ref={input} id={`scan-${nachId}`} name="signed_nach" type="file" accept="application/pdf,image/jpeg,image/png" required className="mt-1 block text-sm" />
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? "Uploading…" : "Upload signed form"}
      </Button>
    </form>
  );
}

/** The loan's physical NACH mandates: start one, download its form, upload the signed scan. */
export function NachPanel({ leadId, mandates, canManage, canStart, canDownload }: {
  leadId: string;
  mandates: PortalMandate[];
  canManage: boolean;
  canStart: boolean;
  canDownload: boolean;
}) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();
  const done = (ok: string | null, failure: string | null) => {
    setMessage(ok);
    setError(failure);
    router.refresh();
  };
  return (
    <div className="space-y-4">
      {message && <Notice>{message}</Notice>}
      {error && <ErrorState title="That did not work">{error}</ErrorState>}
      {mandates.length === 0 && <EmptyState title="No physical NACH mandate yet" />}
      {mandates.map((mandate) => (
        <div key={mandate.id} className="rounded-md border border-slate-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-xs text-slate-600">{mandate.id}</p>
            <StatusBadge status={mandate.status} />
          </div>
          <p className="mt-2 text-sm">
            UMRN: <span className="font-mono">{mandate.umrn ?? "—"}</span> · started {at(mandate.createdAt)}
          </p>
          {mandate.failureReason && <p className="mt-1 text-sm text-red-700">Reason: {failureReasonText(mandate.failureReason)}</p>}
          <p className="mt-1 text-sm">
            {mandate.scan ? `Signed form uploaded ${at(mandate.scan.uploadedAt)} (${Math.ceil(mandate.scan.size / 1024)} KiB). ` : "No signed form uploaded. "}
            {canDownload && (
              <>
                <a className="text-indigo-700 underline" href={`/portal-files/nach/${mandate.id}/form.pdf`}>
                  Download the mandate form
                </a>
                {mandate.scan && (
                  <>
                    {" · "}
                    <a className="text-indigo-700 underline" href={`/portal-files/nach/${mandate.id}/scan`}>
                      Download the signed scan
                    </a>
                  </>
                )}
              </>
            )}
          </p>
          {canManage && mandate.status === "initiated" && <UploadForm nachId={mandate.id} onDone={done} />}
        </div>
      ))}
      {canManage && (
        <Button
          disabled={!canStart || busy}
          onClick={() =>
            startTransition(async () => {
              const result = await startNachAction(leadId);
              done(result.ok ? "A physical NACH mandate was started. Download its form for the customer to sign." : null, result.ok ? null : result.error.message);
            })
          }
        >
          {busy ? "Starting…" : "Start physical NACH"}
        </Button>
      )}
    </div>
  );
}
