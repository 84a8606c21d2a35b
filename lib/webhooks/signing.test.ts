import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { generateWebhookSecret, signingSecrets, webhookHeaders } from "./signing";

describe("webhook signatures", () => {
  const body = JSON.stringify({ entity: "nach", payload: { umrn: null, status: "initiated", physical_nach_id: "x" }, event: "physical_nach.status_update", id: "evt", created_at: "2026-11-22T09:28:56.123Z" });

  it("are accepted by the Standard Webhooks reference verifier", () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders({ secrets: [secret], id: "01a20591-071c-7600-bda4-12ac9661cbcf", body });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("are refused under another secret or for another body", () => {
    const headers = webhookHeaders({ secrets: [generateWebhookSecret()], id: "evt", body });
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    const secret = generateWebhookSecret();
    const signed = webhookHeaders({ secrets: [secret], id: "evt", body });
    expect(() => new Webhook(secret).verify(body.replace("initiated", "registered"), signed)).toThrow();
  });

  it("match the Standard Webhooks specification's example byte for byte", () => {
    const headers = webhookHeaders({
      secrets: ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
      id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
      body: '{"test": 2432232314}',
      now: new Date(1614265330_000),
    });
    expect(headers["webhook-timestamp"]).toBe("1614265330");
    expect(headers["webhook-signature"]).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("use whsec_ secrets of 32 random bytes", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it("carry one signature per secret, newest first, and verify with either", () => {
    const [newest, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = webhookHeaders({ secrets: [newest, previous], id: "evt", body });

    const signatures = headers["webhook-signature"].split(" ");
    expect(signatures).toHaveLength(2);
    expect(signatures[0]).toBe(webhookHeaders({ secrets: [newest], id: "evt", body })["webhook-signature"]);
    for (const secret of [newest, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });
});

describe("the secrets that sign an attempt", () => {
  const at = new Date("2026-11-22T10:00:00Z");
  const rotated = { current: "whsec_new", previous: "whsec_old" };

  it("are the current and the previous one while the overlap lasts", () => {
    expect(signingSecrets({ ...rotated, previousExpiresAt: new Date("2026-11-22T10:00:01Z") }, at)).toEqual(["whsec_new", "whsec_old"]);
  });

  it("are the current one alone from the previous one's expiry on, or when there is none", () => {
    expect(signingSecrets({ ...rotated, previousExpiresAt: at }, at)).toEqual(["whsec_new"]);
    expect(signingSecrets({ current: "whsec_new", previous: null, previousExpiresAt: null }, at)).toEqual(["whsec_new"]);
  });
});
