"use server";

import { requirePermission, requireSignedIn } from "@/lib/auth/current-staff";
import { acceptKfs } from "@/lib/kfs/accept-kfs";
import { recordVerification } from "@/lib/bank-verification/record-verification";
import { disburseLoan } from "@/lib/loans/disburse-loan";
import { recordExitReceipt } from "@/lib/loans/record-exit-receipt";
import { recordWithheldRelease } from "@/lib/loans/record-withheld-release";
import { recordAgreement } from "@/lib/loans/record-agreement";
import { acceptanceFromForm, agreementFromForm } from "@/lib/portal/kfs-record-forms";
import { initiateNach } from "@/lib/nach/initiate-nach";
import { MAX_SCAN_BYTES, uploadSignedScan } from "@/lib/nach/upload-scan";
import { actionResult } from "@/lib/portal/action-result";
import type { NachStartRequest } from "@/lib/portal/portal-actions";
import { getPortalLoanStamp } from "@/lib/portal/loan-stamp";
import { getPortalLoanNach } from "@/lib/portal/portal-loans";
import { AppError } from "@/lib/errors/app-error";
import type { ExitReceiptInput } from "@/lib/schemas/cooling-off-exit";
import type { WithheldReleaseRecordInput } from "@/lib/schemas/withheld-release";
import type { VerificationResult } from "@/lib/schemas/bank-verification";
import { actingPartnerId } from "@/lib/codes/roles";
import { portalUserActor } from "@/lib/actors/recorded-actor";

export async function disburseAction(leadId: string, transactionId: string) {
  return actionResult(async () => {
    const actor = await requirePermission("editLoans");
    const input = transactionId.trim() === "" ? undefined : { transaction_id: transactionId.trim() };
    return disburseLoan({ partnerId: actingPartnerId(actor), leadId, input, actor: portalUserActor(actor) });
  });
}

export async function acceptKfsAction(leadId: string, form: FormData) {
  return actionResult(async () => {
    const actor = await requirePermission("editLoans");
    const { input, scan } = await acceptanceFromForm(form, new Date());
    return acceptKfs({ partnerId: actingPartnerId(actor), leadId, input, scan, actor: portalUserActor(actor) });
  });
}

export async function recordAgreementAction(leadId: string, form: FormData) {
  return actionResult(async () => {
    const actor = await requirePermission("editLoans");
    return recordAgreement({ partnerId: actingPartnerId(actor), leadId, input: agreementFromForm(form, new Date()), actor: portalUserActor(actor) });
  });
}

export async function loanNachAction(leadId: string) {
  return actionResult(async () => getPortalLoanNach({ actor: await requireSignedIn(), leadId }));
}

export async function loanStampAction(leadId: string) {
  return actionResult(async () => getPortalLoanStamp({ actor: await requireSignedIn(), leadId }));
}

export async function startNachAction(leadId: string, terms: NachStartRequest) {
  return actionResult(async () => {
    const actor = await requirePermission("manageMandates");
    // The terms staff confirmed, checked again as the API checks a partner's; the snapshot, with its account number and phone, stays on the server.
    const started = await initiateNach({ partnerId: actingPartnerId(actor), input: { ...terms, lead_id: leadId }, actor: portalUserActor(actor) });
    return { physical_nach_id: started.physical_nach_id, status: started.status };
  });
}

export async function uploadScanAction(nachId: string, form: FormData) {
  return actionResult(async () => {
    const actor = await requirePermission("manageMandates");
    const file = form.get("signed_nach");
    if (file !== null && typeof file !== "string" && file.size > MAX_SCAN_BYTES) {
      throw new AppError("payload_too_large", "The signed scan is larger than 5 MiB");
    }
    const bytes = file && typeof file !== "string" ? new Uint8Array(await file.arrayBuffer()) : null;
    return uploadSignedScan({ partnerId: actingPartnerId(actor), nachId, file: bytes, actor: portalUserActor(actor) });
  });
}

export async function recordReleaseAction(leadId: string, input: WithheldReleaseRecordInput) {
  return actionResult(async () => {
    const actor = await requirePermission("recordReleases");
    return recordWithheldRelease({ partnerId: actor.partnerId, leadId, input, actor: portalUserActor(actor) });
  });
}

export async function recordExitReceiptAction(leadId: string, input: ExitReceiptInput) {
  return actionResult(async () => {
    const actor = await requirePermission("recordExitReceipts");
    return recordExitReceipt({ partnerId: actor.partnerId, leadId, input, actor: portalUserActor(actor) });
  });
}

export async function recordVerificationAction(leadId: string, answering: string | null, result: VerificationResult) {
  return actionResult(async () => {
    const actor = await requirePermission("verifyBankAccounts");
    return recordVerification({ leadId, answering, input: result, actor: portalUserActor(actor) });
  });
}
