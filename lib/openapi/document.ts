import { z } from "zod";
import { disbursalRequestSchema } from "@/lib/schemas/disbursal";
import { loanPatchSchema, loanSchema } from "@/lib/schemas/loan";
import { loanListQuerySchema } from "@/lib/schemas/loan-list";
import {
  bookingResultSchema,
  disbursalRecordSchema,
  loanListSchema,
  loanReadExtrasSchema,
  updateResultSchema,
} from "@/lib/schemas/loan-responses";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";

type JsonSchema = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** The schemas named in the document, each converted from the zod schema the API itself uses. */
function componentSchemas(): Record<string, JsonSchema> {
  const requests = { Loan: loanSchema, LoanPatch: loanPatchSchema, DisbursalRequest: disbursalRequestSchema };
  const responses = {
    BookingResult: bookingResultSchema,
    UpdateResult: updateResultSchema,
    LoanReadExtras: loanReadExtrasSchema,
    LoanList: loanListSchema,
    DisbursalRecord: disbursalRecordSchema,
  };
  const defs: Record<string, JsonSchema> = {};
  const convert = (schemas: Record<string, z.ZodType>, io: "input" | "output") =>
    Object.fromEntries(
      Object.entries(schemas).map(([id, schema]) => {
        // A schema with a meta id comes back as a $ref into its own $defs;
        // those definitions become components, and the refs follow them.
        const text = JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline" }));
        const json = JSON.parse(text.replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema & {
          $defs?: Record<string, JsonSchema>;
        };
        const { $schema: _schema, $defs = {}, $ref: _ref, ...rest } = json;
        const { [id]: root, ...others } = $defs;
        Object.assign(defs, others);
        return [id, root ?? rest];
      }),
    );
  return {
    ...convert(requests, "input"),
    ...convert(responses, "output"),
    ...defs,
    LoanRead: { allOf: [ref("Loan"), ref("LoanReadExtras")] },
    Error: {
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
    },
  };
}

const envelope = (schemaId: string) => ({
  type: "object",
  required: ["is_success", "data"],
  properties: { is_success: { const: true }, data: ref(schemaId) },
});

function success(status: number, schemaId: string, description: string) {
  return { [status]: { description, content: { "application/json": { schema: envelope(schemaId) } } } };
}

function errors(...codes: ErrorCode[]) {
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

const jsonBody = (schemaId: string, required = true) => ({
  required,
  content: { "application/json": { schema: ref(schemaId) } },
});

const leadId = { name: "lead_id", in: "path", required: true, schema: { type: "string", format: "uuid" } };
const idempotencyKey = { name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 255 } };
const ifMatch = { name: "If-Match", in: "header", required: false, schema: { type: "string" } };
const bodyErrors = ["validation_error", "invalid_json", "payload_too_large", "unsupported_media_type"] as const;

function listParameters() {
  const query = z.toJSONSchema(loanListQuerySchema, { io: "input", unrepresentable: "any" }) as {
    properties: Record<string, JsonSchema>;
  };
  return Object.entries(query.properties).map(([name, schema]) => ({ name, in: "query", required: false, schema }));
}

/** OpenAPI 3.1 for /api/v1, built from the zod schemas the handlers validate with. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "LoanDesk partner API",
      version: "1.0.0",
      description:
        "Book loans (a policy approves or rejects them at once), read, update and disburse them. Every response is an envelope: `{is_success, data}` or `{is_success, error: {code, message, details}}`.",
    },
    servers: [{ url: "/" }],
    security: [{ basic: [] }],
    components: {
      securitySchemes: { basic: { type: "http", scheme: "basic", description: "client_id:client_secret" } },
      schemas: componentSchemas(),
    },
    paths: {
      "/api/v1/client/loan/": {
        post: {
          summary: "Book a loan",
          parameters: [idempotencyKey],
          requestBody: jsonBody("Loan"),
          responses: {
            ...success(201, "BookingResult", "Booked; the policy's outcome is in `status`"),
            ...errors(...bodyErrors, "duplicate_partner_loan_id", "kyc_not_verified", "idempotency_key_reused"),
          },
        },
        get: {
          summary: "List loans, newest first",
          parameters: listParameters(),
          responses: { ...success(200, "LoanList", "A page of loans"), ...errors("validation_error") },
        },
      },
      "/api/v1/client/loan/{lead_id}/": {
        parameters: [leadId],
        get: {
          summary: "Read a loan",
          responses: { ...success(200, "LoanRead", "The loan as it stands, with an ETag header"), ...errors("not_found") },
        },
        put: {
          summary: "Replace a loan's details",
          parameters: [ifMatch],
          requestBody: jsonBody("Loan"),
          responses: {
            ...success(200, "UpdateResult", "Updated"),
            ...errors(...bodyErrors, "not_found", "loan_disbursed", "precondition_failed", "kyc_not_verified", "customer_identifier_immutable"),
          },
        },
        patch: {
          summary: "Update some of a loan's details",
          parameters: [ifMatch],
          requestBody: jsonBody("LoanPatch"),
          responses: {
            ...success(200, "UpdateResult", "Updated"),
            ...errors(...bodyErrors, "not_found", "loan_disbursed", "precondition_failed", "kyc_not_verified", "customer_identifier_immutable"),
          },
        },
      },
      "/api/v1/client/loan/{lead_id}/disburse/": {
        parameters: [leadId],
        post: {
          summary: "Disburse an Approved loan, once",
          parameters: [idempotencyKey],
          requestBody: jsonBody("DisbursalRequest", false),
          responses: {
            ...success(200, "DisbursalRecord", "Disbursed"),
            ...errors(...bodyErrors, "not_found", "already_disbursed", "loan_not_approved", "idempotency_key_reused"),
          },
        },
        get: {
          summary: "The disbursal record",
          responses: { ...success(200, "DisbursalRecord", "The record"), ...errors("not_found") },
        },
      },
      "/api/health": {
        get: { summary: "Readiness (checks the database)", security: [], responses: { 200: { description: "Ready" }, 503: { description: "Database down" } } },
      },
      "/api/health/live": {
        get: { summary: "Liveness", security: [], responses: { 200: { description: "Alive" } } },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
