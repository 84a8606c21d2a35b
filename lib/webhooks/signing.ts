import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** How long a replaced endpoint secret still signs deliveries beside the new one. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * The secrets that sign an attempt made at `at`, newest first: the current
 * one, and the one a rotation replaced while its overlap lasts.
 */
export type SigningSecrets = readonly [string, ...string[]];

export function signingSecrets({ current, previous, previousExpiresAt }: { current: string; previous: string | null; previousExpiresAt: Date | null }, at: Date): SigningSecrets {
  return previous !== null && previousExpiresAt !== null && previousExpiresAt > at ? [current, previous] : [current];
}

/**
 * The headers of one delivery attempt, signed by the Standard Webhooks
 * reference library so that every conforming verifier accepts them. With
 * several secrets the header carries one signature per secret, space
 * separated, as the specification allows: a receiver that knows either
 * secret verifies the delivery.
 */
export function webhookHeaders({ secrets, id, body, now = new Date() }: { secrets: SigningSecrets; id: string; body: string; now?: Date }) {
  return {
    "content-type": "application/json",
    "user-agent": "LoanDesk-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(id, now, body)).join(" "),
  };
}
