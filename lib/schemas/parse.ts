import type { z } from "zod";
import { MAX_REPORTED_FIELDS, validationError, type FieldIssue } from "@/lib/errors/app-error";

/** `kyc[0].identifier` style paths, as a partner would write them. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === "number") return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, "");
}

/**
 * The first `limit` problems of a failed parse as partners read them, and how
 * many there were: an unknown-keys issue holds one key per field sent, so
 * only the paths that will be reported are built.
 */
export function fieldIssues(error: z.ZodError, limit = MAX_REPORTED_FIELDS): { fields: FieldIssue[]; total: number } {
  const fields: FieldIssue[] = [];
  let total = 0;
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys.slice(0, Math.max(0, limit - fields.length))) {
        fields.push({ path: issuePath([...issue.path, key]), message: "is not a field of this resource" });
      }
      total += issue.keys.length;
      continue;
    }
    total += 1;
    if (fields.length >= limit) continue;
    // A field that takes a choice of types (a code or its word) fails as a union when nothing was sent.
    const missing = (issue.code === "invalid_type" || issue.code === "invalid_union") && issue.input === undefined;
    fields.push({ path: issuePath(issue.path), message: missing ? "is required" : issue.message });
  }
  return { fields, total };
}

/**
 * Validates input against a schema, throwing the contract's validation_error.
 * `reportInput` keeps the value in each issue, which is how fieldIssues tells
 * a missing field ("is required") from one of the wrong type; zod 4 leaves it
 * out otherwise. The value itself never reaches a message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) {
    const { fields, total } = fieldIssues(result.error);
    throw validationError(fields, message, total);
  }
  return result.data;
}
