import type { ErrorCode, FieldIssue } from "@/lib/errors/app-error";
import type { ActionResult } from "@/lib/portal/action-result";
import { FIELD_LABELS, labelFor, labelKey } from "./labels";
import { formPath } from "./form-values";

export type ActionError = Extract<ActionResult<unknown>, { ok: false }>["error"];

/** A refusal the form shows above its buttons. */
export interface Banner {
  code: ErrorCode;
  title: string;
  message: string;
  /** Field messages that belong to no control of the form, as "label: message". */
  items: string[];
}

export interface ServerErrorPlan {
  /** Errors to set on the form's fields, with the form's paths (`kyc.0.identifier`). */
  fields: FieldIssue[];
  banner: Banner | null;
}

// Objects show no message of their own; only their fields do.
const OBJECTS = new Set(["bank_account", "additional_variables"]);
const placeable = (path: string) => labelKey(path) in FIELD_LABELS && !OBJECTS.has(labelKey(path));

// Refusals that name their fields and need no more words than the fields carry.
const FIELD_ONLY = new Set<ErrorCode>(["validation_error", "duplicate_partner_loan_id"]);

/**
 * Where a server refusal shows: the fields it names go on the controls (the
 * duplicate partner loan id on its own field, with the contract's message);
 * what names no control, and every other refusal, goes in a banner.
 */
export function planServerError(
  error: ActionError,
  { title, messages = {} }: { title: string; messages?: Partial<Record<ErrorCode, string>> },
): ServerErrorPlan {
  const issues = error.code === "duplicate_partner_loan_id" ? [{ path: "partner_loan_id", message: error.message }] : error.fields;
  const placed = issues.filter((issue) => placeable(issue.path)).map((issue) => ({ ...issue, path: formPath(issue.path) }));
  const unplaced = issues.filter((issue) => !placeable(issue.path));
  const items = unplaced.map((issue) => `${labelFor(issue.path)}: ${issue.message}`);
  const needsBanner = !FIELD_ONLY.has(error.code) || items.length > 0 || placed.length === 0;
  return {
    fields: placed,
    banner: needsBanner ? { code: error.code, title, message: messages[error.code] ?? error.message, items } : null,
  };
}
