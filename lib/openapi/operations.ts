import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";

export type JsonSchema = Record<string, unknown>;

export const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

const envelope = (schemaId: string) => ({
  type: "object",
  required: ["is_success", "data"],
  properties: { is_success: { const: true }, data: ref(schemaId) },
});

export function success(status: number, schemaId: string, description: string) {
  return { [status]: { description, content: { "application/json": { schema: envelope(schemaId) } } } };
}

/** Error responses by status, each naming the `error.code`s it may carry. */
export function errors(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of ["unauthorized", "internal_error", ...codes] as ErrorCode[]) {
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      { description: `error.code: ${list.join(", ")}`, content: { "application/json": { schema: ref("Error") } } },
    ]),
  );
}

export const jsonBody = (schemaId: string, required = true) => ({
  required,
  content: { "application/json": { schema: ref(schemaId) } },
});

export const pathId = (name: string) => ({ name, in: "path", required: true, schema: { type: "string", format: "uuid" } });
export const idempotencyKey = { name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 255 } };
export const ifMatch = { name: "If-Match", in: "header", required: false, schema: { type: "string" } };
export const BODY_ERRORS = ["validation_error", "invalid_json", "payload_too_large", "unsupported_media_type"] as const;

export const errorSchema: JsonSchema = {
  type: "object",
  required: ["is_success", "error"],
  properties: {
    is_success: { const: false },
    error: {
      type: "object",
      required: ["code", "message", "details"],
      properties: {
        code: { type: "string", enum: Object.keys(ERROR_STATUS) },
        message: { type: "string" },
        details: { type: "object" },
      },
    },
  },
};

/** A query schema's fields as OpenAPI query parameters. */
export function queryParameters(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties: Record<string, JsonSchema> };
  return Object.entries(json.properties).map(([name, property]) => ({ name, in: "query", required: false, schema: property }));
}
