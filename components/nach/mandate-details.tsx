"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { StatusBadge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Card, DetailList } from "@/components/ui/card";
import { failureReasonText } from "@/lib/codes/npci-reasons";
import { formatBytes, formatDateTime } from "@/lib/format/indian-format";
import { representationText } from "@/lib/portal/mandate-text";
import type { ClearDisbursalHoldAction, MandateAction, RecordBankResponseAction } from "@/lib/portal/portal-actions";
import type { PortalMandateDetail } from "@/lib/portal/portal-mandates";
import { BankResponseForm } from "./bank-response-form";
import { DisbursalHold } from "./disbursal-hold";
import { MandateComparison } from "./mandate-comparison";
import { dataOf, pollWhileInitiated, StatusAnnouncement, useStatusChange } from "./live-status";

const SCAN_TYPES: Record<string, string> = { "application/pdf": "PDF", "image/jpeg": "JPEG", "image/png": "PNG" };

function ScanInfo({ scan }: { scan: PortalMandateDetail["scan"] }) {
  if (!scan) return <>Not uploaded yet</>;
  return (
    <>
      Uploaded {formatDateTime(scan.uploadedAt)} · {SCAN_TYPES[scan.contentType] ?? scan.contentType} · {formatBytes(scan.size)}
      <span className="mt-0.5 block break-all font-mono text-xs text-slate-500" title="SHA-256 of the file as uploaded">
        SHA-256 {scan.sha256}
      </span>
    </>
  );
}

/**
 * One mandate as staff look it up: where it stands, its loan, its files, and
 * for operations the bank's response. Re-read while it waits for the bank,
 * so its registration or failure shows, and is announced, without a reload.
 */
export function MandateDetails({ initial, showPartner, canDownload, canRecord, readMandate, recordBankResponse, canClearHold, clearDisbursalHold }: {
  initial: PortalMandateDetail;
  showPartner: boolean;
  canDownload: boolean;
  canRecord: boolean;
  readMandate: MandateAction;
  recordBankResponse: RecordBankResponseAction;
  canClearHold: boolean;
  clearDisbursalHold: ClearDisbursalHoldAction;
}) {
  // Under "mandates", so recording the bank's response refreshes it with the list.
  const live = useQuery({
    queryKey: ["mandates", "detail", initial.id],
    queryFn: async () => dataOf(await readMandate(initial.id)),
    initialData: initial,
    refetchInterval: (query) => pollWhileInitiated(query.state.data ? [query.state.data] : undefined),
    gcTime: 0,
  });
  const mandate = live.data;
  const change = useStatusChange([mandate]);
  const files = `/portal-files/nach/${mandate.id}`;
  return (
    <Card
      title="Mandate details"
      actions={
        canDownload && (
          <div className="flex flex-wrap gap-2">
            {/* Plain links: these are file downloads, not pages to prefetch. */}
            <a className={buttonClass("secondary")} href={`${files}/form.pdf`}>
              Download mandate form
            </a>
            {mandate.scan && (
              <a className={buttonClass("secondary")} href={`${files}/scan`}>
                Download signed scan
              </a>
            )}
          </div>
        )
      }
    >
      <StatusAnnouncement message={change} className="mb-3" />
      {live.isRefetchError && <p className="mb-3 text-sm text-amber-800">Live updates are paused: {live.error.message}</p>}
      <DetailList
        items={[
          ["Physical NACH id", <span key="id" className="font-mono text-xs">{mandate.id}</span>],
          ["Status", <StatusBadge key="status" status={mandate.status} />],
          ["UMRN", mandate.umrn ? <span className="font-mono">{mandate.umrn}</span> : null],
          ["Loan", <Link key="loan" className="text-indigo-700 underline-offset-2 hover:underline" href={`/loans/${mandate.leadId}`}>{mandate.partnerLoanId}</Link>],
          ["Loan account number", <span key="lan" className="font-mono">{mandate.loanAccountNumber}</span>],
          ...(showPartner ? ([["Partner", mandate.partnerName]] as [string, string][]) : []),
          ["Customer", mandate.customer],
          ["Bank account", <span key="ac" className="font-mono">{mandate.bankAccountNumber}</span>],
          ["IFSC", <span key="ifsc" className="font-mono">{mandate.ifsc}</span>],
          ["Started", formatDateTime(mandate.createdAt)],
          ["Last status change", formatDateTime(mandate.updatedAt)],
          ["Failure reason", mandate.status === "failed" && mandate.failureReason ? failureReasonText(mandate.failureReason) : null],
          ["Re-presentation", mandate.representation === null ? null : representationText(mandate.representation)],
          ["Signed scan", <ScanInfo key="scan" scan={mandate.scan} />],
        ]}
      />
      {mandate.disbursalHold && (
        <section aria-labelledby="disbursal-hold-heading" className="mt-6 border-t border-slate-200 pt-4">
          <h3 id="disbursal-hold-heading" className="mb-3 text-base font-semibold text-slate-900">
            Disbursal hold
          </h3>
          <DisbursalHold nachId={mandate.id} hold={mandate.disbursalHold} canClear={canClearHold} clearDisbursalHold={clearDisbursalHold} />
        </section>
      )}
      {mandate.mandate && <MandateComparison mandate={mandate.mandate} scan={mandate.scan} filesPath={files} />}
      {canRecord && (
        <section aria-labelledby="bank-response-heading" className="mt-6 border-t border-slate-200 pt-4">
          <h3 id="bank-response-heading" className="mb-3 text-base font-semibold text-slate-900">
            Record the bank&apos;s response
          </h3>
          <BankResponseForm key={mandate.id} nachId={mandate.id} status={mandate.status} recordBankResponse={recordBankResponse} />
        </section>
      )}
    </Card>
  );
}
