import { isErrorCode, type ErrorCode, type FieldIssue } from "@/lib/errors/app-error";
import type { ActionResult } from "./action-result";

type ActionError = Extract<ActionResult<unknown>, { ok: false }>["error"];

/** The NACH start's controls a refusal can sit beside; `account` is the debited account, shown but not editable. */
export const NACH_START_FIELDS = ["frequency", "debit_type", "amount", "start_date", "end_date", "until_cancelled", "account_type", "signatories", "account"] as const;
export type NachStartField = (typeof NACH_START_FIELDS)[number];

/** Where a refusal shows: on the controls it names (a signatory's by its row, `signatories.1`), or above the buttons. */
export interface NachRefusalPlan {
  fields: { path: NachStartField | `signatories.${number}`; message: string }[];
  banner: string | null;
}

// NPCI's name-mismatch rejection: the signatories, not the account, must change (contract v3 section 8).
const NAME_MISMATCH = "M057";

/** The field a refusal is about when it names none in details.fields. */
const FIELD_OF_CODE: Readonly<Partial<Record<ErrorCode, NachStartField>>> = {
  mandate_amount_too_low: "amount",
  mandate_amount_too_high: "amount",
  account_type_not_allowed: "account_type",
  nach_frequency_unsupported: "frequency",
  unknown_account: "account",
  account_not_verified: "account",
  bank_not_on_nach: "account",
  nach_account_rejected: "account",
};

/** `details.reason` as the code alone: NPCI's code, or an object carrying it. */
function reasonCode(reason: unknown): string | null {
  if (typeof reason === "string") return reason;
  if (typeof reason === "object" && reason !== null && "code" in reason && typeof reason.code === "string") return reason.code;
  return null;
}

/** `signatories[1]` → `signatories.1`; `ac_number` is the account; null for a path the form has no control for. */
function formPath(path: string): NachRefusalPlan["fields"][number]["path"] | null {
  const signatory = /^signatories\[(\d+)\]/.exec(path);
  if (signatory) return `signatories.${Number(signatory[1])}`;
  if (path === "ac_number") return "account";
  return (NACH_START_FIELDS as readonly string[]).includes(path) ? (path as NachStartField) : null;
}

function codeField({ code, details }: { code: string; details: Record<string, unknown> }): NachStartField | null {
  if (code === "nach_account_rejected" && reasonCode(details.reason) === NAME_MISMATCH) return "signatories";
  return isErrorCode(code) ? (FIELD_OF_CODE[code] ?? null) : null;
}

/**
 * Where the NACH start shows a refusal of its terms: each field the
 * refusal names, with the refusal's own words for a field it names by its
 * code (`mandate_amount_too_low` on the amount); anything it cannot place
 * (the loan changed status, another mandate started) goes above the
 * buttons with the API's message.
 */
export function planNachRefusal(error: ActionError): NachRefusalPlan {
  const placed: NachRefusalPlan["fields"] = [];
  const unplaced: FieldIssue[] = [];
  for (const issue of error.fields) {
    const path = formPath(issue.path);
    if (path) placed.push({ path, message: issue.message });
    else unplaced.push(issue);
  }
  if (placed.length > 0 && unplaced.length === 0) return { fields: placed, banner: null };
  const field = codeField(error);
  if (field) return { fields: [{ path: field, message: error.message }], banner: null };
  return { fields: placed, banner: [error.message, ...unplaced.map((issue) => `${issue.path} ${issue.message}`)].join("; ") };
}
