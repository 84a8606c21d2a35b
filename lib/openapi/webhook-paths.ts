import { deliveryListQuerySchema } from "@/lib/schemas/webhooks";
import { BODY_ERRORS, jsonBody, operation, pathId, queryParameters } from "./operations";

const endpointId = pathId("id", "The endpoint's id.");

export const webhookPaths = {
  "/api/v1/webhooks/endpoints/": {
    post: operation({
      operationId: "createWebhookEndpoint",
      summary: "Add a webhook endpoint (production: https on a public address only)",
      description:
        "A partner may have 10 endpoints (WEBHOOK_ENDPOINTS_PER_PARTNER); one more gets 409 `endpoint_limit_reached`. An endpoint that keeps getting no answer in time is paused, then disabled, with `disabled_reason` saying why. `event_types` subscribes it to some event types only (an unknown or repeated one gets 400 `validation_error` naming it); left out, it gets every type, including those added later.",
      access: "partner",
      requestBody: jsonBody("WebhookEndpointCreate"),
      success: { status: 201, data: "WebhookEndpointWithSecret", description: "Created; the secret is shown only now" },
      errors: [...BODY_ERRORS, "endpoint_limit_reached"],
    }),
    get: operation({
      operationId: "listWebhookEndpoints",
      summary: "The partner's webhook endpoints",
      access: "partner",
      success: { status: 200, data: "WebhookEndpointList", description: "The endpoints" },
    }),
  },
  "/api/v1/webhooks/endpoints/{id}/": {
    parameters: [endpointId],
    patch: operation({
      operationId: "updateWebhookEndpoint",
      summary: "Change the event types an endpoint is sent",
      description:
        "`event_types` replaces the subscription from the next event on (null: every type, including those added later); deliveries already queued are still sent. An unknown or repeated type gets 400 `validation_error` naming it, and nothing changes.",
      access: "partner",
      requestBody: jsonBody("WebhookEndpointUpdate"),
      success: { status: 200, data: "WebhookEndpoint", description: "The endpoint as it now stands" },
      errors: [...BODY_ERRORS, "not_found"],
    }),
    delete: operation({
      operationId: "deleteWebhookEndpoint",
      summary: "Delete an endpoint",
      access: "partner",
      success: { status: 200, data: "WebhookEndpointDeleted", description: "Deleted; nothing more is sent to it" },
      errors: ["not_found"],
    }),
  },
  "/api/v1/webhooks/endpoints/{id}/rotate/": {
    parameters: [endpointId],
    post: operation({
      operationId: "rotateWebhookEndpointSecret",
      summary: "Rotate an endpoint's secret (shown once)",
      description:
        "For 24 hours after a rotation every delivery carries two signatures in its `webhook-signature` header, space separated, newest first: one with the new secret and one with the previous, so a receiver that knows either verifies it; `previous_secret_expires_at` says when the previous one stops. A second rotation within those 24 hours drops the oldest secret at once: only the newest two ever sign. A deleted endpoint, or another partner's, is 404.",
      access: "partner",
      success: { status: 200, data: "WebhookEndpointSecret", description: "The new secret, shown only now; deliveries are signed with it from now on, and with the previous one too until `previous_secret_expires_at`" },
      errors: ["not_found"],
    }),
  },
  "/api/v1/webhooks/endpoints/{id}/test/": {
    parameters: [endpointId],
    post: operation({
      operationId: "sendWebhookTestEvent",
      summary: "Send a signed webhook.test event to the endpoint now",
      description:
        "One attempt, made before this answers (at most WEBHOOK_TIMEOUT_MS, 15 s by default), to this endpoint only, whatever event types it subscribes to. The answer is the delivery as the deliveries log shows it: `status` succeeded with the receiver's `http_status`, or failed with the attempt's `http_status` or `error`; a test event is not retried, but can be sent again with POST /api/v1/webhooks/deliveries/{id}/retry/. A disabled endpoint gets 409 `endpoint_disabled`; a deleted one 404. A partner may have 2 test events under way at once; a third gets 429 `rate_limited`.",
      access: "partner",
      success: { status: 200, data: "WebhookDelivery", description: "The test event's delivery, its one attempt made" },
      errors: ["not_found", "endpoint_disabled"],
    }),
  },
  "/api/v1/webhooks/deliveries/": {
    get: operation({
      operationId: "listWebhookDeliveries",
      summary: "Deliveries with every attempt, newest first",
      access: "partner",
      parameters: queryParameters(deliveryListQuerySchema),
      success: { status: 200, data: "WebhookDeliveryList", description: "The deliveries" },
      errors: ["validation_error"],
    }),
  },
  "/api/v1/webhooks/deliveries/{id}/retry/": {
    parameters: [pathId("id", "The delivery's id.")],
    post: operation({
      operationId: "retryWebhookDelivery",
      summary: "Send a delivery again now (same event id, fresh signature)",
      access: "partner",
      success: { status: 200, data: "WebhookDelivery", description: "Queued" },
      errors: ["not_found"],
    }),
  },
};
