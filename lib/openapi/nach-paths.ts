import { BODY_ERRORS, errors, idempotencyKey, jsonBody, pathId, success } from "./operations";

const nachId = pathId("physical_nach_id");

export const nachPaths = {
  "/api/v1/nach/physical/initiate/": {
    post: {
      summary: "Start a physical NACH mandate for an Approved loan",
      parameters: [idempotencyKey],
      requestBody: jsonBody("NachInitiateRequest"),
      responses: {
        ...success(201, "NachInitiated", "Initiated; download the form from nach_pdf_url"),
        ...errors(...BODY_ERRORS, "not_found", "loan_not_approved", "nach_already_active", "idempotency_key_in_use", "idempotency_key_reused"),
      },
    },
  },
  "/api/v1/nach/physical/{physical_nach_id}/status/": {
    parameters: [nachId],
    get: { summary: "A mandate's registration status", responses: { ...success(200, "NachStatus", "The status"), ...errors("not_found") } },
  },
  "/api/v1/nach/physical/{physical_nach_id}/form.pdf": {
    parameters: [nachId],
    get: {
      summary: "The pre-filled mandate form for the customer to sign",
      responses: { 200: { description: "The form", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } }, ...errors("not_found") },
    },
  },
  "/api/v1/nach/physical/{physical_nach_id}/upload/": {
    parameters: [nachId],
    put: {
      summary: "Upload the signed form (PDF, JPEG or PNG, at most 5 MiB)",
      description: "The body holds one part, the file in signed_nach. An API client may have two uploads in progress at once; a third gets 429.",
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", required: ["signed_nach"], properties: { signed_nach: { type: "string", format: "binary" } } },
          },
        },
      },
      responses: {
        ...success(200, "NachUploaded", "Stored with its checksum"),
        ...errors("validation_error", "payload_too_large", "unsupported_media_type", "not_found", "invalid_transition", "rate_limited"),
      },
    },
  },
};

/** OpenAPI 3.1 `webhooks`: what LoanDesk sends to a partner's endpoints. */
export const nachWebhooks = {
  "physical_nach.status_update": {
    post: {
      summary: "A mandate's registration status was reported",
      description:
        "Signed per Standard Webhooks: headers webhook-id (the event id), webhook-timestamp (unix seconds) and webhook-signature (v1,<base64 HMAC-SHA256 of id.timestamp.body keyed with the endpoint secret>). Answer 2xx within 15 s; anything else is retried.",
      requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/NachStatusEvent" } } } },
      responses: { 200: { description: "Received" }, 410: { description: "Gone: the endpoint is disabled" } },
    },
  },
};
