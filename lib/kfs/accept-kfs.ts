import "server-only";
import { createHash } from "node:crypto";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError, notFound, validationError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";
import { recordEvents } from "@/lib/loan-records/audit";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";
import { loanBodyOf } from "@/lib/loan-records/loan-record";
import { detectScanType, MAX_SCAN_BYTES } from "@/lib/nach/upload-scan";
import { kfsAcceptanceRequestSchema, SIGNED_KFS_FIELD, type KfsAcceptance, type KfsAcceptanceEvidence, type KfsAcceptanceRequest } from "@/lib/schemas/kfs-acceptance";
import { parseInput } from "@/lib/schemas/parse";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { currentVersionLocked } from "./current-version";
import { enqueueKfsAccepted } from "./kfs-events";
import { storeAcceptance, type NewAcceptance } from "./kfs-acceptances";
import { findVersion } from "./kfs-versions";
import type { LoanCommand } from "@/lib/loan-records/loan-command";

const alreadyAccepted = (acceptedAt: string) =>
  new AppError("kfs_already_accepted", "This version of the Key Facts Statement has already been accepted", { accepted_at: acceptedAt });

/** The signed statement of a physical acceptance, checked as the mandate scan is: by content, at most 5 MiB. */
function checkedScan(request: KfsAcceptanceRequest, file: Uint8Array | null): NewAcceptance["scan"] {
  if (request.channel !== "physical") {
    if (file) throw validationError([{ path: SIGNED_KFS_FIELD, message: "is taken only with channel physical" }]);
    return null;
  }
  if (!file || file.byteLength === 0) {
    throw validationError([{ path: SIGNED_KFS_FIELD, message: "is required for channel physical: the signed statement, as a multipart file field" }]);
  }
  if (file.byteLength > MAX_SCAN_BYTES) throw new AppError("payload_too_large", "The signed statement is larger than 5 MiB", { limit_bytes: MAX_SCAN_BYTES });
  const contentType = detectScanType(file);
  if (!contentType) throw validationError([{ path: SIGNED_KFS_FIELD, message: "must be a PDF, JPEG or PNG file" }]);
  return { bytes: file, contentType, sha256: createHash("sha256").update(file).digest("hex") };
}

function evidenceOf(request: KfsAcceptanceRequest, scan: NewAcceptance["scan"]): KfsAcceptanceEvidence {
  switch (request.channel) {
    case "otp":
      return { reference: request.reference, mobile: request.mobile };
    case "e_sign":
      return { document_sha256: request.document_sha256 };
    case "click_wrap":
      return { ip: request.ip, user_agent: request.user_agent };
    case "physical":
      return scan ? { scan: { content_type: scan.contentType, size: scan.bytes.byteLength, sha256: scan.sha256 } } : {};
  }
}

type Outcome = { accepted: KfsAcceptance } | { superseded: string };

/**
 * Records the borrower's acceptance of a KFS version (contract v3 section
 * 12), in this order: 400 (the body, its channel's evidence, accepted_at
 * in the future), 404 (the loan, a kfs_id it has not issued), 409
 * `already_disbursed`, 409 `kfs_superseded`, 409 `kfs_already_accepted`,
 * 400 (accepted_at before generated_on, an OTP sent to another mobile),
 * 409 `kfs_expired`. The loan's row is locked as updates and disbursal lock
 * it, so an acceptance and a change of terms are decided one after the
 * other: an acceptance never lands on a version a change superseded.
 */
export async function acceptKfs({ partnerId, leadId, input, scan: file = null, actor, now = new Date() }: LoanCommand & { scan?: Uint8Array | null }): Promise<KfsAcceptance> {
  const request = parseInput(kfsAcceptanceRequestSchema, input);
  if (request.accepted_at.getTime() > now.getTime()) throw validationError([{ path: "accepted_at", message: "must not be in the future" }]);
  const scan = checkedScan(request, file);
  const kfsId = request.kfs_id.toLowerCase();

  const outcome = await changeLockedLoan(partnerId, leadId, async (queries, record): Promise<Outcome> => {
    const version = await findVersion(queries, record.id, kfsId);
    if (!version) throw notFound("Key Facts Statement version");
    if (record.disbursedAt) {
      throw new AppError("already_disbursed", "The loan has already been disbursed: its statement is the one accepted then", { disbursed_at: record.disbursedAt.toISOString() });
    }
    // A change of the partner's or the lender's configuration since the latest version issues the current one here, committed with the refusal.
    const current = await currentVersionLocked(queries, record, { now, actor, expiry: false });
    if (current.id !== version.id) return { superseded: current.id };
    if (version.accepted) throw alreadyAccepted(version.accepted.accepted_at);
    if (request.accepted_at.getTime() < version.generatedAt.getTime()) {
      throw validationError([{ path: "accepted_at", message: `must not be before the version was generated (${version.generatedAt.toISOString()})` }]);
    }
    if (request.channel === "otp" && request.mobile !== loanBodyOf(record).mobile_number) {
      throw validationError([{ path: "mobile", message: "must be the loan's mobile_number: the OTP goes to the borrower's mobile" }]);
    }
    if (request.accepted_at.getTime() > version.validUntil.getTime()) {
      throw new AppError("kfs_expired", "The borrower accepted the Key Facts Statement after it expired: show them the current version (GET .../kfs/ issues a new one)", {
        valid_until: version.validUntil.toISOString(),
      });
    }
    const acceptance: NewAcceptance = {
      id: newId(),
      kfsId: version.id,
      loanId: record.id,
      channel: request.channel,
      acceptedAt: request.accepted_at,
      recordedAt: now,
      lang: request.lang ?? "en",
      evidence: evidenceOf(request, scan),
      actor,
      scan,
    };
    await storeAcceptance(queries, acceptance);
    const accepted: KfsAcceptance = {
      lead_id: record.id,
      kfs_id: version.id,
      version: version.version,
      channel: acceptance.channel,
      accepted_at: acceptance.acceptedAt.toISOString(),
      recorded_at: now.toISOString(),
      lang: acceptance.lang,
      ...acceptance.evidence,
    };
    // The event says how, not the evidence itself: the borrower's mobile and IP stay in the sealed record.
    await recordEvents(queries, [
      { loanId: record.id, partnerId, actor, type: "kfs_accepted", data: { kfs_id: version.id, version: version.version, channel: acceptance.channel, accepted_at: accepted.accepted_at, lang: acceptance.lang } },
    ]);
    await enqueueKfsAccepted(queries, record, accepted, now);
    return { accepted };
  }).catch((error: unknown) => {
    // The loan's lock orders acceptances, so this is only a safety net for the one-per-version key.
    if (!isUniqueViolation(error)) throw error;
    throw alreadyAccepted(request.accepted_at.toISOString());
  });
  wakeDeliveryWorker();
  if ("superseded" in outcome) {
    throw new AppError("kfs_superseded", "That version of the Key Facts Statement has been superseded: the borrower must accept the current one", { current_kfs_id: outcome.superseded });
  }
  return outcome.accepted;
}
