import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";
import { ERROR_DOCS, errorSchemaName } from "./error-codes";
import { ref, type JsonSchema } from "./json-schema";

const header = (id: string) => ({ $ref: `#/components/headers/${id}` });

/** The response headers the service sends, as reusable components (contract sections 1, 2, 6, 7). */
export const HEADERS = {
  XRequestId: {
    description: "The request's id: the client's own X-Request-Id when it sent a valid one (1-128 of A-Z a-z 0-9 . _ : -), else a new UUID. Quote it when reporting a problem.",
    required: true,
    schema: { type: "string", maxLength: 128 },
  },
  ETag: {
    description: "The loan's version; send it back as If-Match on PUT or PATCH to refuse a lost update (412 precondition_failed).",
    required: true,
    schema: { type: "string" },
  },
  FormETag: {
    description: "A hash of what the form prints (the mandate's snapshot) and of the renderer's version: the bytes never change; send it as If-None-Match to get 304 instead of the bytes again.",
    required: true,
    schema: { type: "string" },
  },
  KfsETag: {
    description: "A hash of what the statement prints and of the renderer's version. A version never changes once issued, so neither do its bytes: send it as If-None-Match to get 304 instead of the bytes again.",
    required: true,
    schema: { type: "string" },
  },
  KfsContentETag: {
    description: "A hash of the version's content as issued (not of `accepted`): it never changes; send it as If-None-Match to get 304 instead of the content again.",
    required: true,
    schema: { type: "string" },
  },
  IdempotencyReplayed: {
    description: "`true` when this is the kept answer of an earlier request with the same Idempotency-Key and body (within 24 h); absent otherwise.",
    required: false,
    schema: { type: "string", enum: ["true"] },
  },
  WWWAuthenticate: { description: "Always `Basic realm=\"loandesk\"`.", required: true, schema: { type: "string" } },
  Allow: { description: "The methods this path serves, comma-separated.", required: true, schema: { type: "string" } },
  RetryAfter: { description: "Seconds to wait before retrying.", required: true, schema: { type: "string", pattern: "^[0-9]+$" } },
  RetryAfterIfInUse: {
    description: "Seconds to wait before retrying; sent with `idempotency_key_in_use` only.",
    required: false,
    schema: { type: "string", pattern: "^[0-9]+$" },
  },
};

type HeaderId = keyof typeof HEADERS;
const HEADER_NAMES: Record<HeaderId, string> = {
  XRequestId: "X-Request-Id",
  ETag: "ETag",
  FormETag: "ETag",
  KfsETag: "ETag",
  KfsContentETag: "ETag",
  IdempotencyReplayed: "Idempotency-Replayed",
  WWWAuthenticate: "WWW-Authenticate",
  Allow: "Allow",
  RetryAfter: "Retry-After",
  RetryAfterIfInUse: "Retry-After",
};

export const headers = (...ids: HeaderId[]) =>
  Object.fromEntries(["XRequestId" as const, ...ids].map((id) => [HEADER_NAMES[id], header(id)]));

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

/** The error envelope of a set of codes sharing one status: one code is its schema, several are a oneOf. */
const errorsSchema = (codes: ErrorCode[]): JsonSchema =>
  codes.length === 1 ? ref(errorSchemaName(codes[0] as ErrorCode)) : { oneOf: codes.map((code) => ref(errorSchemaName(code))) };

const errorResponse = (code: ErrorCode, extraHeaders: HeaderId[] = []) => ({
  description: `${ERROR_STATUS[code]} \`${code}\``,
  headers: headers(...extraHeaders),
  content: json(ref(errorSchemaName(code))),
});

/** Answers any operation may give, as reusable responses. */
export const SHARED_RESPONSES = {
  Unauthorized: errorResponse("unauthorized", ["WWWAuthenticate"]),
  RateLimited: errorResponse("rate_limited", ["RetryAfter"]),
  InternalError: errorResponse("internal_error"),
  ServiceUnavailable: errorResponse("service_unavailable", ["RetryAfter"]),
  NoSuchPath: {
    ...errorResponse("not_found"),
    description: "404 `not_found`: the answer to any /api path this document does not list, for any method.",
  },
  MethodNotAllowed: {
    ...errorResponse("method_not_allowed", ["Allow"]),
    description: "405 `method_not_allowed`: the answer to a method a listed path does not serve; `Allow` lists the methods the path item has here.",
  },
};

const SHARED_BY_CODE: Partial<Record<ErrorCode, keyof typeof SHARED_RESPONSES>> = {
  unauthorized: "Unauthorized",
  rate_limited: "RateLimited",
  internal_error: "InternalError",
  service_unavailable: "ServiceUnavailable",
};

/**
 * An operation's error responses by status. The shared ones (401, 429,
 * 500, 503) are references; the others pin `error.code` to the codes this
 * operation can give at that status.
 */
export function errorResponses(codes: ErrorCode[], { replayable = false }: { replayable?: boolean } = {}) {
  const byStatus = new Map<number, ErrorCode[]>();
  const shared: Record<number, { $ref: string }> = {};
  for (const code of codes) {
    const component = SHARED_BY_CODE[code];
    if (component) shared[ERROR_STATUS[code]] = { $ref: `#/components/responses/${component}` };
    else byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  }
  const own = Object.fromEntries(
    [...byStatus].map(([status, list]) => {
      const extra: HeaderId[] = [];
      // Kept answers (404, 409, 422) come back as replays; an in-use key says when to retry.
      if (replayable && [404, 409, 422].includes(status)) extra.push("IdempotencyReplayed");
      if (list.includes("idempotency_key_in_use")) extra.push("RetryAfterIfInUse");
      return [
        status,
        {
          description: list.map((code) => `\`${code}\`: ${ERROR_DOCS[code].meaning}`).join("\n\n"),
          headers: headers(...extra),
          content: json(errorsSchema(list)),
        },
      ];
    }),
  );
  return { ...own, ...shared };
}

export const successResponse = (description: string, schema: JsonSchema, extraHeaders: HeaderId[] = []) => ({
  description,
  headers: headers(...extraHeaders),
  content: json(schema),
});

/** The success envelope around a data schema. */
export const envelope = (data: JsonSchema): JsonSchema => ({
  type: "object",
  required: ["is_success", "data"],
  additionalProperties: false,
  properties: { is_success: { const: true }, data },
});
