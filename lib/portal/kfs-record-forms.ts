import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { MAX_SCAN_BYTES } from "@/lib/nach/upload-scan";
import { SIGNED_KFS_FIELD } from "@/lib/schemas/kfs-acceptance";

/** Each channel's evidence fields on the portal's form: only the chosen channel's are sent, as the API's schema takes no others. */
const EVIDENCE: Record<string, readonly string[]> = {
  otp: ["reference", "mobile"],
  e_sign: ["document_sha256"],
  click_wrap: ["ip", "user_agent"],
  physical: [],
};

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/** A moment entered on the form, sent as an ISO timestamp by the browser; blank is now, when the staff member records it. */
const momentOf = (form: FormData, name: string, now: Date): string => text(form, name) ?? now.toISOString();

/** The acceptance the portal's form records: the same input, and scan, as the API's POST .../kfs/acceptance/ takes. */
export async function acceptanceFromForm(form: FormData, now: Date): Promise<{ input: Record<string, unknown>; scan: Uint8Array | null }> {
  const channel = text(form, "channel") ?? "";
  const input: Record<string, unknown> = { kfs_id: text(form, "kfs_id"), channel, accepted_at: momentOf(form, "accepted_at", now), lang: text(form, "lang") };
  for (const name of EVIDENCE[channel] ?? []) input[name] = text(form, name);
  const file = form.get(SIGNED_KFS_FIELD);
  if (channel !== "physical" || file === null || typeof file === "string" || file.size === 0) return { input, scan: null };
  if (file.size > MAX_SCAN_BYTES) throw new AppError("payload_too_large", "The signed statement is larger than 5 MiB", { limit_bytes: MAX_SCAN_BYTES });
  return { input, scan: new Uint8Array(await file.arrayBuffer()) };
}

/** The agreement the portal's form records: the same input as the API's POST .../agreement/ takes. */
export function agreementFromForm(form: FormData, now: Date): Record<string, unknown> {
  return {
    executed_at: momentOf(form, "executed_at", now),
    signature_type: text(form, "signature_type"),
    document_sha256: text(form, "document_sha256"),
    reference: text(form, "reference"),
  };
}
