import { KYC_TYPE } from "@/lib/schemas/enums";
import { maskAccountNumber, maskCkycNumber, maskPan } from "./mask";

/**
 * Masks the identifiers of a loan body, or of any part of one, as the audit
 * trail keeps them (contract v3 sections 6 and 12): account numbers to
 * their last 4 digits (8 or more) or last 2, PANs to `ABC******F`, the CKYC
 * number to its last 4. The rules go by field name, so one walk serves a
 * whole body as booked and each changed value of an update, whose path
 * ends in the name of the field that holds it. Aadhaar is never stored
 * beyond its last 4 digits (contract section 4): it is left as it is.
 */
export function maskForAudit(value: unknown, field?: string): unknown {
  if (typeof value === "string") return maskedText(value, field);
  if (Array.isArray(value)) return value.map((item) => maskForAudit(item, field));
  if (value === null || typeof value !== "object") return value;
  const fields = value as Record<string, unknown>;
  const isPanItem = fields.kyc_type === KYC_TYPE.pan;
  return Object.fromEntries(
    Object.entries(fields).map(([key, item]) => [key, isPanItem && key === "identifier" && typeof item === "string" ? maskPan(item) : maskForAudit(item, key)]),
  );
}

function maskedText(text: string, field: string | undefined): string {
  switch (field) {
    case "ac_number":
      return maskAccountNumber(text, "record");
    case "co_pancard":
      return maskPan(text);
    case "ckyc_no":
      return maskCkycNumber(text);
    default:
      return text;
  }
}

/** The last field name of a dotted path (`bank_account.ac_number` → `ac_number`). */
export const fieldOfPath = (path: string): string => path.slice(path.lastIndexOf(".") + 1);
