import { componentSchemas } from "./components";
import { loanPaths } from "./loan-paths";
import { nachPaths, nachWebhooks } from "./nach-paths";
import { webhookPaths } from "./webhook-paths";

const healthPaths = {
  "/api/health": {
    get: { summary: "Readiness (checks the database)", security: [], responses: { 200: { description: "Ready" }, 503: { description: "Database down" } } },
  },
  "/api/health/live": {
    get: { summary: "Liveness", security: [], responses: { 200: { description: "Alive" } } },
  },
};

/** OpenAPI 3.1 for /api/v1, built from the zod schemas the handlers validate with. */
export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: {
      title: "LoanDesk partner API",
      version: "1.0.0",
      description:
        "Book loans (a policy approves or rejects them at once), read, update and disburse them, and follow their physical NACH mandates. Every response is an envelope: `{is_success, data}` or `{is_success, error: {code, message, details}}`.",
    },
    servers: [{ url: "/" }],
    security: [{ basic: [] }],
    components: {
      securitySchemes: { basic: { type: "http", scheme: "basic", description: "client_id:client_secret" } },
      schemas: componentSchemas(),
    },
    paths: { ...loanPaths, ...nachPaths, ...webhookPaths, ...healthPaths },
    webhooks: nachWebhooks,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
