import type { z } from "zod";
import { validationError, type FieldIssue } from "@/lib/errors/app-error";

/** `kyc[0].identifier` style paths, as a partner would write them. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === "number") return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, "");
}

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: issuePath([...issue.path, key]), message: "is not a field of this resource" }));
    }
    if (issue.code === "invalid_type" && issue.input === undefined) {
      return [{ path: issuePath(issue.path), message: "is required" }];
    }
    return [{ path: issuePath(issue.path), message: issue.message }];
  });
}

/**
 * Validates input against a schema, throwing the contract's validation_error.
 * `reportInput` keeps the value in each issue, which is how fieldIssues tells
 * a missing field ("is required") from one of the wrong type; zod 4 leaves it
 * out otherwise. The value itself never reaches a message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw validationError(fieldIssues(result.error), message);
  return result.data;
}
