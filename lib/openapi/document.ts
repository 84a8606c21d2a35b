import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/app-error";
import { componentSchemas } from "./components";
import { ERROR_ACTIONS } from "./error-actions";
import { ERROR_DOCS } from "./error-codes";
import { kfsPaths } from "./kfs-paths";
import { loanPaths } from "./loan-paths";
import { nachPaths } from "./nach-paths";
import { operation } from "./operations";
import { HEADERS, SHARED_RESPONSES } from "./responses";
import { webhookEvents } from "./webhook-events";
import { webhookPaths } from "./webhook-paths";

const servicePaths = {
  "/api/v1/openapi.json": {
    get: operation({
      operationId: "readOpenApiDocument",
      summary: "This document (OpenAPI 3.1)",
      access: "public",
      success: {
        status: 200,
        description: "The document",
        raw: {
          mediaType: "application/json",
          schema: {
            type: "object",
            required: ["openapi", "info", "paths"],
            properties: { openapi: { const: "3.1.0" }, info: { type: "object" }, paths: { type: "object" } },
          },
        },
      },
    }),
  },
  "/api/health": {
    get: operation({
      operationId: "checkReadiness",
      summary: "Readiness: 200 while the database answers, else 503",
      access: "public",
      success: { status: 200, data: "Readiness", description: "Ready" },
    }),
  },
  "/api/health/live": {
    get: operation({
      operationId: "checkLiveness",
      summary: "Liveness: answers without touching the database",
      access: "public",
      success: { status: 200, data: "Liveness", description: "Alive" },
    }),
  },
};

const errorTable = () =>
  [
    "| HTTP | error.code | meaning | what to do |",
    "|---|---|---|---|",
    ...(Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => `| ${ERROR_STATUS[code]} | \`${code}\` | ${ERROR_DOCS[code].meaning} | ${ERROR_ACTIONS[code]} |`),
  ].join("\n");

const DESCRIPTION = `Book loans (a policy approves or rejects them at once), read, update and disburse them, and follow their physical NACH mandates.

Every response is an envelope, \`{is_success: true, data}\` or \`{is_success: false, error: {code, message, details}}\`, and carries \`X-Request-Id\`. Every path works with and without its trailing slash. An /api path this document does not list answers 404 \`not_found\` (components.responses.NoSuchPath), and a method a listed path does not serve answers 405 \`method_not_allowed\` with \`Allow\` (components.responses.MethodNotAllowed); \`x-unlisted-requests\` says so in a form tools can read.

Error codes (each has its schema, with an example, under components.schemas):

${errorTable()}`;

/** OpenAPI 3.1 for /api/v1, built from the zod schemas the handlers validate with. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: { title: "LoanDesk partner API", version: "2.0.0", description: DESCRIPTION },
    servers: [{ url: "/" }],
    security: [{ basic: [] }],
    components: {
      securitySchemes: { basic: { type: "http", scheme: "basic", description: "client_id:client_secret" } },
      schemas: componentSchemas(),
      headers: HEADERS,
      responses: SHARED_RESPONSES,
    },
    paths: { ...loanPaths, ...kfsPaths, ...nachPaths, ...webhookPaths, ...servicePaths },
    webhooks: webhookEvents,
    "x-unlisted-requests": {
      "unknown-path": { $ref: "#/components/responses/NoSuchPath" },
      "unlisted-method": { $ref: "#/components/responses/MethodNotAllowed" },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
