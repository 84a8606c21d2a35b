import { z } from "zod";
import type { ErrorCode, FieldIssue } from "@/lib/errors/app-error";
import type { ActionResult } from "@/lib/portal/action-result";
import { ruleName, ruleOf } from "@/lib/policy/policy-rules";
import { FIELD_LABELS, labelFor, labelKey } from "./labels";
import { formPath } from "./form-values";

export type ActionError = Extract<ActionResult<unknown>, { ok: false }>["error"];

/** A refusal the form shows above its buttons. */
export interface Banner {
  code: ErrorCode;
  title: string;
  message: string;
  /** Field messages that belong to no control of the form, as "label: message", or the rules a policy refusal names. */
  items: string[];
}

export interface ServerErrorPlan {
  /** Errors to set on the form's fields, with the form's paths (`kyc.0.identifier`). */
  fields: FieldIssue[];
  banner: Banner | null;
}

// Objects show no message of their own; only their fields do.
const OBJECTS = new Set(["bank_account", "additional_variables"]);
// A whole list item (`disbursal_detail[0]`) has no control of its own either.
const ITEM = /\[(\d+)\]$|\.(\d+)$/;
const placeable = (path: string) => labelKey(path) in FIELD_LABELS && !OBJECTS.has(labelKey(path)) && !ITEM.test(path);

/** "Tranches, item 1" for `disbursal_detail[0]`; a field's label otherwise. */
function nameOf(path: string): string {
  const item = ITEM.exec(path);
  return item ? `${labelFor(path)}, item ${Number(item[1] ?? item[2]) + 1}` : labelFor(path);
}

// Refusals that name their fields and need no more words than the fields carry.
const FIELD_ONLY = new Set<ErrorCode>(["validation_error", "duplicate_partner_loan_id"]);

// Contract section 5: a 422 policy_rejects_update names each failed rule.
const failedRulesSchema = z.array(z.object({ code: z.string(), message: z.string() }));

const rulesOf = (details: Record<string, unknown>) => {
  const rules = failedRulesSchema.safeParse(details.rules);
  return rules.success ? rules.data : [];
};

/** The failed rules of a policy refusal, each as "rule in words: its message". */
const failedRules = (details: Record<string, unknown>): string[] => rulesOf(details).map((rule) => `${ruleName(rule.code)}: ${rule.message}`);

/** A policy refusal's rules that one field decides, as issues on that field. */
const ruleIssues = (details: Record<string, unknown>): FieldIssue[] =>
  rulesOf(details).flatMap((rule) => {
    const path = ruleOf(rule.code)?.field;
    return path ? [{ path, message: rule.message }] : [];
  });

/** The words of the refusals the API's own message says too little about for a person at the form. */
export const REFUSAL_MESSAGES: Partial<Record<ErrorCode, string>> = {
  policy_rejects_update: "Nothing was saved. With your changes these rules would fail; change what they name, or undo your changes:",
  loan_rejected:
    "This application was rejected, so its credit terms (amount, tenure, rate, income, obligations, score, employment, bureau data, KYC) cannot change. Book a new application instead; other details can still be changed.",
  inconsistent_terms: "The terms do not add up; the fields at fault are marked.",
};

/** The banner's title for a refusal that has its own, else the form's. */
const TITLES: Partial<Record<ErrorCode, string>> = { policy_rejects_update: "The policy would no longer approve this loan" };

/**
 * Where a server refusal shows: the fields it names go on the controls (the
 * duplicate partner loan id on its own field, with the contract's message);
 * what names no control, and every other refusal, goes in a banner.
 */
export function planServerError(
  error: ActionError,
  { title, messages = {} }: { title: string; messages?: Partial<Record<ErrorCode, string>> },
): ServerErrorPlan {
  const issues =
    error.code === "duplicate_partner_loan_id"
      ? [{ path: "partner_loan_id", message: error.message }]
      : error.code === "policy_rejects_update"
        ? ruleIssues(error.details)
        : error.fields;
  const placed = issues.filter((issue) => placeable(issue.path)).map((issue) => ({ ...issue, path: formPath(issue.path) }));
  const unplaced = issues.filter((issue) => !placeable(issue.path));
  const items = [...(error.code === "policy_rejects_update" ? failedRules(error.details) : []), ...unplaced.map((issue) => `${nameOf(issue.path)}: ${issue.message}`)];
  const needsBanner = !FIELD_ONLY.has(error.code) || items.length > 0 || placed.length === 0;
  const message = messages[error.code] ?? REFUSAL_MESSAGES[error.code] ?? error.message;
  return {
    fields: placed,
    banner: needsBanner ? { code: error.code, title: TITLES[error.code] ?? title, message, items } : null,
  };
}
