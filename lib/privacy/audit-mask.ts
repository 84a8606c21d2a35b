import { KYC_TYPE } from "@/lib/schemas/enums";
import { maskAccountNumber, maskCkycNumber, maskPan } from "./mask";

/** How each kind of identifier is masked. */
interface IdentifierMasks {
  accountNumber: (value: string) => string;
  pan: (value: string) => string;
  ckyc: (value: string) => string;
}

const unchanged = (value: string) => value;

/** Contract v3 sections 6 and 12: what every audit event keeps. */
const AUDIT: IdentifierMasks = { accountNumber: (value) => maskAccountNumber(value, "record"), pan: maskPan, ckyc: maskCkycNumber };

/**
 * The portal's screens show a PAN's last 4 characters to roles that see
 * identifiers masked; with the audit trail's first 3 beside them, 7 of 10
 * would show. Such a viewer is shown only the last character of an audit
 * event's PAN, which both forms show.
 */
const SCREEN_OVER_AUDIT: IdentifierMasks = { accountNumber: unchanged, pan: (value) => "*".repeat(Math.max(0, value.length - 1)) + value.slice(-1), ckyc: unchanged };

function walk(value: unknown, masks: IdentifierMasks, field: string | undefined): unknown {
  if (typeof value === "string") return maskedText(value, masks, field);
  if (Array.isArray(value)) return value.map((item) => walk(item, masks, field));
  if (value === null || typeof value !== "object") return value;
  const fields = value as Record<string, unknown>;
  const isPanItem = fields.kyc_type === KYC_TYPE.pan;
  return Object.fromEntries(
    Object.entries(fields).map(([key, item]) => [key, isPanItem && key === "identifier" && typeof item === "string" ? masks.pan(item) : walk(item, masks, key)]),
  );
}

function maskedText(text: string, masks: IdentifierMasks, field: string | undefined): string {
  switch (field) {
    case "ac_number":
      return masks.accountNumber(text);
    case "co_pancard":
      return masks.pan(text);
    case "ckyc_no":
      return masks.ckyc(text);
    default:
      return text;
  }
}

/**
 * Masks the identifiers of a loan body, or of any part of one, as the audit
 * trail keeps them (contract v3 sections 6 and 12): account numbers to
 * their last 4 digits (8 or more) or last 2, PANs to `ABC******F`, the CKYC
 * number to its last 4. The rules go by field name, so one walk serves a
 * whole body as booked and each changed value of an update, whose path
 * ends in the name of the field that holds it. Aadhaar is never stored
 * beyond its last 4 digits (contract section 4): it is left as it is.
 */
export const maskForAudit = (value: unknown, field?: string): unknown => walk(value, AUDIT, field);

/** An audit event's (already masked) value for a portal role that sees identifiers masked. */
export const narrowForScreen = (value: unknown, field?: string): unknown => walk(value, SCREEN_OVER_AUDIT, field);

/** The last field name of a dotted path (`bank_account.ac_number` → `ac_number`). */
export const fieldOfPath = (path: string): string => path.slice(path.lastIndexOf(".") + 1);
