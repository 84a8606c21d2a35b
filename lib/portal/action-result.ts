import { unstable_rethrow } from "next/navigation";
import { AppError, type ErrorCode, type FieldIssue } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";

/** What a server action hands back to a form: data, or an error it can place on fields. */
export type ActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: ErrorCode; message: string; fields: FieldIssue[]; details: Record<string, unknown> } };

function fieldsOf(details: Record<string, unknown>): FieldIssue[] {
  const fields = details.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field): FieldIssue[] => {
    if (typeof field === "string") return [{ path: field, message: "cannot be changed" }];
    if (typeof field === "object" && field !== null && "path" in field && "message" in field) {
      return [{ path: String(field.path), message: String(field.message) }];
    }
    return [];
  });
}

/** Runs a portal action's work and turns a domain error into a result; anything else is logged, not shown. */
export async function actionResult<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    // Next's redirect and not-found signals are not failures of the work.
    unstable_rethrow(error);
    if (error instanceof AppError) {
      return { ok: false, error: { code: error.code, message: error.message, fields: fieldsOf(error.details), details: error.details } };
    }
    logger.error({ err: error }, "portal action failed");
    return { ok: false, error: { code: "internal_error", message: "Something went wrong; try again", fields: [], details: {} } };
  }
}
