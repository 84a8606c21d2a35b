import "server-only";
import type { BankFileReport } from "@/lib/bank-files/bank-file-rows";
import { applyMandateResponses, previewMandateResponses } from "@/lib/bank-files/mandate-responses";
import { applyVerificationResults, previewVerificationResults } from "@/lib/bank-files/verification-results";
import { AppError } from "@/lib/errors/app-error";
import { can, type Permission, type StaffActor } from "@/lib/codes/roles";
import { portalUserActor } from "@/lib/actors/recorded-actor";

interface BankFileSteps {
  permission: Permission;
  preview: (options: { bytes: Uint8Array; partnerId?: string }) => Promise<BankFileReport>;
  apply: (options: { bytes: Uint8Array; previewed: string; partnerId?: string; actor: string }) => Promise<BankFileReport>;
}

/** The two files a bank sends back, each with the permission its single-record form asks. */
const KINDS = {
  "mandate-responses": { permission: "recordBankResponse", preview: previewMandateResponses, apply: applyMandateResponses },
  "verification-results": { permission: "verifyBankAccounts", preview: previewVerificationResults, apply: applyVerificationResults },
} as const satisfies Record<string, BankFileSteps>;

export type BankFileKind = keyof typeof KINDS;

/**
 * Previews or applies a bank's file for the signed-in staff member: the
 * permission of the form it stands in for, and a partner's staff (were a
 * role of theirs ever given it) see only their partner's records.
 */
export async function bankFileFor({ actor, kind, step, bytes, sha256 }: { actor: StaffActor; kind: BankFileKind; step?: string; bytes: Uint8Array; sha256?: string }): Promise<BankFileReport> {
  const { permission, preview, apply } = KINDS[kind];
  if (!can(actor, permission)) throw new AppError("forbidden", "Your role does not allow this: operations record the bank's answers");
  const partnerId = actor.partnerId ?? undefined;
  if (step === "preview") return preview({ bytes, partnerId });
  if (step !== "apply") throw new AppError("validation_error", "Say whether to preview or apply the file", { fields: [{ path: "step", message: "must be preview or apply" }] });
  if (!sha256) throw new AppError("validation_error", "Preview the file before applying it", { fields: [{ path: "sha256", message: "is required: the preview gives it" }] });
  return apply({ bytes, previewed: sha256, partnerId, actor: portalUserActor(actor) });
}
