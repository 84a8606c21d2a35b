import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The headers of one delivery attempt, signed by the Standard Webhooks
 * reference library so that every conforming verifier accepts them.
 */
export function webhookHeaders({ secret, id, body, now = new Date() }: { secret: string; id: string; body: string; now?: Date }) {
  return {
    "content-type": "application/json",
    "user-agent": "LoanDesk-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, now, body),
  };
}
