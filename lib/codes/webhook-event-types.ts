/**
 * The event types an endpoint can subscribe to, and the `entity` each
 * event's body names. The one list the payload schemas, subscriptions, the
 * document's `webhooks`, the docs and the tests read.
 */
export const WEBHOOK_EVENT_ENTITIES = {
  "loan.disbursed": "loan",
  "loan.withheld_released": "loan",
  "loan.cooling_off_exit": "loan",
  "kfs.issued": "kfs",
  "kfs.accepted": "kfs",
  "bank_account.verification_updated": "bank_account",
  "physical_nach.status_update": "nach",
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_ENTITIES;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_ENTITIES) as WebhookEventType[];

/** Sent only by POST /api/v1/webhooks/endpoints/<id>/test/, to that endpoint whatever it subscribes to; not a subscription. */
export const TEST_EVENT_TYPE = "webhook.test" as const;

export const isWebhookEventType = (value: unknown): value is WebhookEventType => typeof value === "string" && Object.hasOwn(WEBHOOK_EVENT_ENTITIES, value);
