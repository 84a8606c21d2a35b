import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "@/lib/codes/webhook-event-types";

const KNOWN_TYPES = WEBHOOK_EVENT_TYPES.join(", ");

const eventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, {
  error: (issue) => `${JSON.stringify(String(issue.input).slice(0, 100))} is not an event type; the event types are ${KNOWN_TYPES}`,
});

/** The event types an endpoint is sent; none sent (or null, in an update) is every type, including those added later. */
export const eventTypesSchema = z
  .array(eventTypeSchema, { error: "must be a list of event types" })
  .min(1, "must name at least one event type; send null (or leave it out when adding) for every type")
  .refine((types) => new Set(types).size === types.length, "must not name an event type twice")
  .meta({ description: `The event types the endpoint is sent, at least one, each once: ${KNOWN_TYPES}. A test event (webhook.test) is sent whatever this says.` });

export const endpointCreateSchema = z
  .strictObject({
    url: z.string({ error: "must be a URL" }).max(2048, "must be at most 2048 characters"),
    event_types: eventTypesSchema.optional().meta({ description: "Left out: every event type, including those added later." }),
  })
  .meta({ id: "WebhookEndpointCreate" });

const PREVIOUS_SECRET_EXPIRES_AT = z.iso
  .datetime()
  .nullable()
  .meta({ description: "After a rotation, until when deliveries are also signed with the previous secret (24 hours); null when only the current secret signs" });

export const endpointUpdateSchema = z
  .strictObject({
    event_types: eventTypesSchema.nullable().meta({ description: "The event types to send from now on; null for every type, including those added later. Deliveries already queued are still sent." }),
  })
  .meta({ id: "WebhookEndpointUpdate" });

export const endpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable(),
    event_types: z
      .array(z.enum(WEBHOOK_EVENT_TYPES))
      .nullable()
      .meta({ description: "The event types the endpoint is sent; null: every type, including those added later" }),
    created_at: z.iso.datetime(),
    previous_secret_expires_at: PREVIOUS_SECRET_EXPIRES_AT,
  })
  .meta({ id: "WebhookEndpoint" });

export const endpointWithSecretSchema = endpointSchema
  .extend({ secret: z.string().meta({ description: "whsec_…; shown only in this response" }) })
  .meta({ id: "WebhookEndpointWithSecret" });

export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

export const deliveryListQuerySchema = z.strictObject({
  event_id: z.string().max(64).optional(),
  status: z.enum(DELIVERY_STATUSES, { error: "must be pending, succeeded or failed" }).optional(),
  limit: z.coerce.number({ error: "must be a number" }).int().min(1, "must be at least 1").max(100, "must be at most 100").default(50),
});

export const attemptSchema = z.object({
  attempted_at: z.iso.datetime(),
  http_status: z.int().nullable(),
  latency_ms: z.int(),
  response_excerpt: z
    .string()
    .nullable()
    .meta({ description: "The answer's first 1 KiB in demo mode; always null in production, which keeps only an answer's status and latency" }),
  error: z.string().nullable(),
});

export const deliverySchema = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    event: z.string(),
    endpoint_id: z.uuid(),
    endpoint_url: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempt_count: z.int(),
    next_attempt_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    attempts: z.array(attemptSchema),
  })
  .meta({ id: "WebhookDelivery" });

export type Endpoint = z.infer<typeof endpointSchema>;
export type EndpointWithSecret = z.infer<typeof endpointWithSecretSchema>;
export type Delivery = z.infer<typeof deliverySchema>;

export const endpointListSchema = z.object({ items: z.array(endpointSchema) }).meta({ id: "WebhookEndpointList" });
export const deliveryListSchema = z.object({ items: z.array(deliverySchema) }).meta({ id: "WebhookDeliveryList" });
export const endpointDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) }).meta({ id: "WebhookEndpointDeleted" });
export const endpointSecretSchema = z
  .object({
    id: z.uuid(),
    secret: z.string().meta({ description: "whsec_…; shown only in this response" }),
    previous_secret_expires_at: z.iso.datetime().meta({
      description: "Until when deliveries also carry a signature made with the previous secret; a rotation within that time ends the oldest secret at once",
    }),
  })
  .meta({ id: "WebhookEndpointSecret" });
export type EndpointSecret = z.infer<typeof endpointSecretSchema>;
export type EndpointUpdate = z.infer<typeof endpointUpdateSchema>;
export type EndpointCreateInput = z.input<typeof endpointCreateSchema>;
