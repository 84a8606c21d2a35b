import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO2 } from "./client";
import { book, dataOf, expectError, ISO_MS, LEAD_ID } from "./helpers";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import {
  bodyOf, createEndpoint, deleteEndpoint, DELIVERIES, ENDPOINTS, firstWebhook, initiateNach, listDeliveries, settledDelivery,
  verifyWebhook, waitFor, webhooksFor, type Delivery,
} from "./webhook-helpers";

// The demo partner's endpoint also gets other tests' events: everything here is filtered by mandate.
let receiver: Receiver;
let endpoint: { id: string; secret: string } | undefined;

beforeAll(async () => {
  receiver = await startReceiver();
  endpoint = await createEndpoint(receiver.url);
});

afterAll(async () => {
  if (endpoint) await deleteEndpoint(endpoint.id);
  await receiver?.close();
});

const endpointId = () => endpoint?.id ?? "";
const secret = () => endpoint?.secret ?? "";

/** A new mandate's first webhook, as received. */
async function statusWebhook(target: Receiver = receiver) {
  const nach = await initiateNach((await book()).lead_id);
  return { nach, request: await firstWebhook(target, nach.physical_nach_id) };
}

describe("the webhook a partner receives", () => {
  it("has exactly the specified body, and Standard Webhooks headers that a conforming verifier accepts", async () => {
    const { nach, request } = await statusWebhook();
    const body = bodyOf(request);

    expect(Object.keys(body).sort()).toEqual(["created_at", "entity", "event", "id", "payload"]);
    expect(body).toEqual({
      entity: "nach",
      payload: { umrn: expect.stringMatching(/^LDSK\d{16}$/), status: "registered", physical_nach_id: nach.physical_nach_id },
      event: "physical_nach.status_update",
      id: expect.stringMatching(LEAD_ID),
      created_at: expect.stringMatching(ISO_MS),
    });
    expect(Object.keys(body.payload).sort()).toEqual(["physical_nach_id", "status", "umrn"]);
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toMatch(/^application\/json/);
    expect(request.headers["webhook-id"]).toBe(body.id);
    expect(request.headers["webhook-timestamp"]).toMatch(/^\d+$/);
    expect(Math.abs(Number(request.headers["webhook-timestamp"]) - request.at / 1000)).toBeLessThan(60);
    expect(request.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifyWebhook(secret(), request)).toEqual(body);
  });

  it("fails verification with another secret or a tampered body", async () => {
    const { request } = await statusWebhook();
    const otherSecret = `whsec_${randomBytes(32).toString("base64")}`;

    expect(() => verifyWebhook(otherSecret, request)).toThrow();
    expect(() => verifyWebhook(secret(), { ...request, body: request.body.replace('"registered"', '"failed"') })).toThrow();
  });

  it("is signed with the new secret once the endpoint's secret is rotated, and with the old one too during the overlap", async () => {
    const own = await startReceiver();
    const rotating = await createEndpoint(own.url);
    try {
      const before = await statusWebhook(own);
      expect(() => verifyWebhook(rotating.secret, before.request)).not.toThrow();

      const rotated = dataOf<{ secret: string }>(await api("POST", `${ENDPOINTS}${rotating.id}/rotate/`));
      const after = await statusWebhook(own);

      expect(() => verifyWebhook(rotated.secret, after.request)).not.toThrow();
      // tests/api/secret-rotation.test.ts shows the old one dropped once the overlap has passed.
      expect(() => verifyWebhook(rotating.secret, after.request)).not.toThrow();
    } finally {
      await deleteEndpoint(rotating.id);
      await own.close();
    }
  });
});

describe("the delivery log", () => {
  it("shows each delivery with its attempts, filtered by event_id and status", async () => {
    const { request } = await statusWebhook();
    const eventId = bodyOf(request).id;

    const delivery = await settledDelivery(eventId, endpointId());

    expect(delivery).toMatchObject({
      id: expect.stringMatching(LEAD_ID),
      event_id: eventId,
      event: "physical_nach.status_update",
      endpoint_id: endpointId(),
      endpoint_url: receiver.url,
      status: "succeeded",
      attempt_count: 1,
      next_attempt_at: null,
    });
    expect(delivery.attempts).toEqual([
      { attempted_at: expect.stringMatching(ISO_MS), http_status: 200, latency_ms: expect.any(Number), response_excerpt: "ok", error: null },
    ]);
    expect((await listDeliveries({ event_id: eventId, status: "succeeded" })).map((item) => item.id)).toContain(delivery.id);
    expect(await listDeliveries({ event_id: eventId, status: "failed" })).toEqual([]);
    expect(await listDeliveries({ event_id: eventId, status: "pending" })).toEqual([]);
    const succeeded = await listDeliveries({ status: "succeeded", limit: "100" });
    expect(succeeded.every((item) => item.status === "succeeded")).toBe(true);
  });

  it("refuses an unknown status filter with 400 validation_error", async () => {
    expectError(await api("GET", `${DELIVERIES}?status=delivered`), 400, "validation_error");
    expectError(await api("GET", `${DELIVERIES}?limit=0`), 400, "validation_error");
  });
});

describe("retrying a delivery by hand", () => {
  it("sends a succeeded delivery again: same webhook-id and body, a fresh signature that verifies", async () => {
    const { nach, request: first } = await statusWebhook();
    const delivery = await settledDelivery(bodyOf(first).id, endpointId());

    const response = await api("POST", `${DELIVERIES}${delivery.id}/retry/`);

    expect(response.status, response.text).toBe(200);
    expect(dataOf<Delivery>(response)).toMatchObject({ id: delivery.id, event_id: delivery.event_id });
    const again = await waitFor(() => webhooksFor(receiver, nach.physical_nach_id)[1], { what: "the retried webhook" });
    expect(again.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(again.body).toBe(first.body);
    expect(Number(again.headers["webhook-timestamp"])).toBeGreaterThanOrEqual(Number(first.headers["webhook-timestamp"]));
    expect(verifyWebhook(secret(), again)).toEqual(bodyOf(first));
    const after = await waitFor(async () => {
      const [item] = (await listDeliveries({ event_id: delivery.event_id })).filter((entry) => entry.id === delivery.id);
      return item?.attempt_count === 2 && item.status === "succeeded" && item;
    }, { what: "the retry to be logged" });
    expect(after.attempts.map((attempt) => attempt.http_status)).toEqual([200, 200]);
  });

  it("answers another partner's, an unknown or a malformed delivery id with 404 not_found", async () => {
    const { request } = await statusWebhook();
    const delivery = await settledDelivery(bodyOf(request).id, endpointId());

    expectError(await api("POST", `${DELIVERIES}${delivery.id}/retry/`, { auth: DEMO2 }), 404, "not_found");
    expectError(await api("POST", `${DELIVERIES}0190a6c4-0000-7000-8000-000000000000/retry/`), 404, "not_found");
    expectError(await api("POST", `${DELIVERIES}nope/retry/`), 404, "not_found");
    // Nothing was sent again.
    expect((await settledDelivery(bodyOf(request).id, endpointId())).attempt_count).toBe(1);
  });
});
