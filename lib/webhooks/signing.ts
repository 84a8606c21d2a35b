import { createHmac, randomBytes } from "node:crypto";

const SECRET_PREFIX = "whsec_";

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/**
 * The `webhook-signature` header value of Standard Webhooks: HMAC-SHA256
 * over `id.timestamp.body`, keyed with the secret's base64-decoded bytes.
 */
export function signWebhook({ secret, id, timestamp, body }: { secret: string; id: string; timestamp: number; body: string }): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${signature}`;
}

export function webhookHeaders({ secret, id, body, now = new Date() }: { secret: string; id: string; body: string; now?: Date }) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "LoanDesk-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook({ secret, id, timestamp, body }),
  };
}
