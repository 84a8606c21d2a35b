import { z } from "zod";
import type { ErrorCode } from "@/lib/errors/app-error";
import { ref, type JsonSchema } from "./json-schema";
import { envelope, errorResponses, successResponse } from "./responses";

export const pathId = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description: `${description} A malformed or unknown id gets 404 \`not_found\`.`,
  schema: { type: "string", format: "uuid" },
});

const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "1-255 printable ASCII characters. The same key and body within 24 h replay the first answer (with `Idempotency-Replayed: true`); the same key with another body gets 422 `idempotency_key_reused`; a request arriving while the first is still running gets 409 `idempotency_key_in_use`.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

export const ifMatch = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    "The ETag of the read the change is based on; a stale one gets 412 `precondition_failed` with the current ETag in `details.etag`. Compared as RFC 9110 says: `*` matches, a comma-separated list matches when any member does, and a weak ETag (`W/\"…\"`) never matches. The ETag without its quotes (as some HTTP clients send it) matches too.",
  schema: { type: "string" },
};

export const BODY_ERRORS: ErrorCode[] = ["validation_error", "invalid_json", "payload_too_large", "unsupported_media_type", "request_timeout"];
const IDEMPOTENCY_ERRORS: ErrorCode[] = ["validation_error", "idempotency_key_in_use", "idempotency_key_reused"];
const PARTNER_ERRORS: ErrorCode[] = ["unauthorized", "rate_limited", "internal_error", "service_unavailable"];
const PUBLIC_ERRORS: ErrorCode[] = ["internal_error", "service_unavailable"];

export const jsonBody = (schemaId: string, required = true) => ({
  required,
  content: { "application/json": { schema: ref(schemaId) } },
});

interface Success {
  status: number;
  description: string;
  /** A component schema id for the envelope's `data`, or a whole body schema (`raw`). */
  data?: string;
  raw?: { mediaType: string; schema: JsonSchema };
  etag?: boolean;
}

interface OperationSpec {
  operationId: string;
  summary: string;
  description?: string;
  /** Partner operations take HTTP Basic; public ones take no credentials. */
  access: "partner" | "public";
  /** Honours Idempotency-Key (contract section 6). */
  idempotent?: boolean;
  parameters?: unknown[];
  requestBody?: unknown;
  success: Success;
  /** The codes this operation gives besides 401, 429, 500 and 503. */
  errors?: ErrorCode[];
}

function successOf({ status, description, data, raw, etag }: Success, idempotent: boolean) {
  const extra = [...(etag ? (["ETag"] as const) : []), ...(idempotent ? (["IdempotencyReplayed"] as const) : [])];
  if (raw) {
    return { [status]: { ...successResponse(description, raw.schema, [...extra]), content: { [raw.mediaType]: { schema: raw.schema } } } };
  }
  return { [status]: successResponse(description, envelope(ref(data ?? "")), [...extra]) };
}

/** One operation with every answer it can give: its success, its own errors and the shared ones. */
export function operation(spec: OperationSpec) {
  const idempotent = spec.idempotent ?? false;
  const codes = [...(spec.errors ?? []), ...(idempotent ? IDEMPOTENCY_ERRORS : []), ...(spec.access === "partner" ? PARTNER_ERRORS : PUBLIC_ERRORS)];
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.access === "public" ? { security: [] } : {}),
    ...(idempotent || spec.parameters ? { parameters: [...(idempotent ? [idempotencyKey] : []), ...(spec.parameters ?? [])] } : {}),
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses: { ...successOf(spec.success, idempotent), ...errorResponses([...new Set(codes)], { replayable: idempotent }) },
  };
}

/** A query schema's fields as OpenAPI query parameters. */
export function queryParameters(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties: Record<string, JsonSchema> };
  return Object.entries(json.properties).map(([name, property]) => ({ name, in: "query", required: false, schema: property }));
}
