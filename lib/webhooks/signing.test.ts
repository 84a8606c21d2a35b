import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { generateWebhookSecret, webhookHeaders } from "./signing";

describe("webhook signatures", () => {
  const body = JSON.stringify({ entity: "nach", payload: { umrn: null, status: "initiated", physical_nach_id: "x" }, event: "physical_nach.status_update", id: "evt", created_at: "2026-11-22T09:28:56.123Z" });

  it("are accepted by the Standard Webhooks reference verifier", () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders({ secret, id: "01a20591-071c-7600-bda4-12ac9661cbcf", body });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("are refused under another secret or for another body", () => {
    const headers = webhookHeaders({ secret: generateWebhookSecret(), id: "evt", body });
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    const secret = generateWebhookSecret();
    const signed = webhookHeaders({ secret, id: "evt", body });
    expect(() => new Webhook(secret).verify(body.replace("initiated", "registered"), signed)).toThrow();
  });

  it("use whsec_ secrets of 32 random bytes", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
