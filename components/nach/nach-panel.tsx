"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition } from "react";
import { StatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, Notice } from "@/components/ui/states";
import { failureReasonText } from "@/lib/codes/npci-reasons";
import type { LoanNachAction, StartNachAction, UploadScanAction } from "@/lib/portal/portal-actions";
import type { PortalLoanNach } from "@/lib/portal/portal-loans";
import { formatDateTime as at } from "@/lib/format/indian-format";
import { mandateTermsRows } from "@/lib/portal/mandate-snapshot-text";
import type { NachStartTerms } from "@/lib/portal/nach-start-terms";
import { dataOf, pollWhileInitiated, StatusAnnouncement, useStatusChange } from "./live-status";
import { NachStartDialog } from "./nach-start-dialog";

function UploadForm({ nachId, uploadScan, onDone }: {
  nachId: string;
  uploadScan: UploadScanAction;
  onDone: (message: string | null, error: string | null) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, startTransition] = useTransition();
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        startTransition(async () => {
          const result = await uploadScan(nachId, form);
          if (input.current) input.current.value = "";
          await onDone(result.ok ? "The signed form was uploaded." : null, result.ok ? null : result.error.message);
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

/**
 * The loan's physical NACH mandates: start one, download its form, upload
 * the signed scan. It re-reads them while one waits for the bank, so a
 * registration or failure shows without a reload and is announced.
 */
export function NachPanel({ leadId, initial, canManage, canDownload, readNach, startNach, uploadScan }: {
  leadId: string;
  initial: PortalLoanNach;
  canManage: boolean;
  canDownload: boolean;
  readNach: LoanNachAction;
  startNach: StartNachAction;
  uploadScan: UploadScanAction;
}) {
  const router = useRouter();
  const live = useQuery({
    queryKey: ["loan-nach", leadId],
    queryFn: async () => dataOf(await readNach(leadId)),
    initialData: initial,
    refetchInterval: (query) => pollWhileInitiated(query.state.data?.mandates),
    // A later visit starts from that page's own read, not from what this one last saw.
    gcTime: 0,
  });
  const { mandates, startRefusal, startTerms } = live.data;
  const change = useStatusChange(mandates);
  const reasonId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<NachStartTerms | null>(null);
  const done = async (ok: string | null, failure: string | null) => {
    setMessage(ok);
    setError(failure);
    await live.refetch();
    router.refresh();
  };
  return (
    <div className="space-y-4">
      <StatusAnnouncement message={change} />
      {message && <Notice>{message}</Notice>}
      {error && <ErrorState title="That did not work">{error}</ErrorState>}
      {live.isRefetchError && <p className="text-sm text-amber-800">Live updates are paused: {live.error.message}</p>}
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
          <dl className="my-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {mandateTermsRows(mandate.terms).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {mandate.failureReason && mandate.status === "failed" && <p className="mt-1 text-sm text-red-700">Reason: {failureReasonText(mandate.failureReason)}</p>}
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
          {canManage && mandate.status === "initiated" && <UploadForm nachId={mandate.id} uploadScan={uploadScan} onDone={done} />}
        </div>
      ))}
      {canManage && (
        <div>
          <Button disabled={startRefusal !== null || startTerms === null} aria-describedby={startRefusal ? reasonId : undefined} onClick={() => setConfirming(startTerms)}>
            Start physical NACH
          </Button>
          {startRefusal && (
            <p id={reasonId} className="mt-2 text-sm text-slate-600">
              {startRefusal.message}
            </p>
          )}
          <NachStartDialog
            leadId={leadId}
            terms={confirming}
            startNach={startNach}
            onStarted={async () => {
              setConfirming(null);
              await done("A physical NACH mandate was started. Download its form for the customer to sign.", null);
            }}
            onRefused={async () => {
              await live.refetch();
            }}
            onCancel={() => setConfirming(null)}
          />
        </div>
      )}
    </div>
  );
}
