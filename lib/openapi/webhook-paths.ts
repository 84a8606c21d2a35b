import { deliveryListQuerySchema } from "@/lib/schemas/webhooks";
import { BODY_ERRORS, errors, jsonBody, pathId, queryParameters, success } from "./operations";

const itemsOf = (schemaId: string) => ({
  200: {
    description: "The list",
    content: {
      "application/json": {
        schema: {
          type: "object",
          properties: { is_success: { const: true }, data: { type: "object", properties: { items: { type: "array", items: { $ref: `#/components/schemas/${schemaId}` } } } } },
        },
      },
    },
  },
});

export const webhookPaths = {
  "/api/v1/webhooks/endpoints/": {
    post: {
      summary: "Add a webhook endpoint (production: https on a public address only)",
      requestBody: jsonBody("WebhookEndpointCreate"),
      responses: { ...success(201, "WebhookEndpointWithSecret", "Created; the secret is shown only now"), ...errors(...BODY_ERRORS) },
    },
    get: { summary: "The partner's webhook endpoints", responses: { ...itemsOf("WebhookEndpoint"), ...errors() } },
  },
  "/api/v1/webhooks/endpoints/{id}/": {
    parameters: [pathId("id")],
    delete: { summary: "Delete an endpoint", responses: { 200: { description: "Deleted" }, ...errors("not_found") } },
  },
  "/api/v1/webhooks/endpoints/{id}/rotate/": {
    parameters: [pathId("id")],
    post: { summary: "Rotate an endpoint's secret (shown once)", responses: { 200: { description: "{id, secret}" }, ...errors("not_found") } },
  },
  "/api/v1/webhooks/deliveries/": {
    get: {
      summary: "Deliveries with every attempt, newest first",
      parameters: queryParameters(deliveryListQuerySchema),
      responses: { ...itemsOf("WebhookDelivery"), ...errors("validation_error") },
    },
  },
  "/api/v1/webhooks/deliveries/{id}/retry/": {
    parameters: [pathId("id")],
    post: {
      summary: "Send a delivery again now (same event id, fresh signature)",
      responses: { ...success(200, "WebhookDelivery", "Queued"), ...errors("not_found") },
    },
  },
};
