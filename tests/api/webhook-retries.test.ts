import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { book } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { perWebhook, startReceiver, type Script } from "../support/webhook-receiver";
import {
  bodyOf, createEndpoint, deleteEndpoint, firstWebhook, initiateNach, listDeliveries, listEndpoints, settledDelivery, verifyWebhook,
  waitFor, webhooksFor, type Target,
} from "./webhook-helpers";

// A server of this file's own (schedule "0,1,1,1,1" s, 1.5 s timeout), so that these tests
// control every answer their endpoints give. They run at once; each answers per its script
// only for its own mandates (and 200 to the others'), so they cannot disturb one another.
let server: OwnServer | undefined;
const target = (): Target => ({ baseUrl: server?.baseUrl ?? "" });

beforeAll(async () => {
  // A slower sandbox leaves the test time to claim a mandate before its webhook goes out.
  server = await startOwnServer({ NACH_SANDBOX_DELAY_MS: "1000" });
});

afterAll(async () => {
  await server?.dispose();
});

const nachIdOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { payload?: { physical_nach_id?: string } }).payload?.physical_nach_id;
  } catch {
    return undefined;
  }
};

/** A receiver and endpoint answering `script` for this test's mandates only. */
async function scenario(script: Script) {
  const mine = new Set<string>();
  const receiver = await startReceiver((request, seen) => (mine.has(nachIdOf(request.body) ?? "") ? script(request, seen) : { status: 200 }));
  const endpoint = await createEndpoint(receiver.url, target());
  return {
    receiver,
    endpoint,
    mandate: async () => {
      const nach = await initiateNach((await book(undefined, undefined, target().baseUrl)).lead_id, target());
      mine.add(nach.physical_nach_id);
      const first = await firstWebhook(receiver, nach.physical_nach_id);
      return { nachId: nach.physical_nach_id, eventId: bodyOf(first).id };
    },
    close: async () => {
      await deleteEndpoint(endpoint.id, target());
      await receiver.close();
    },
  };
}

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));

describe.concurrent("delivery retries", { timeout: 40_000 }, () => {
  it("retries a 500 and an answer that never comes in time, then succeeds, logging all three attempts", async () => {
    const s = await scenario(perWebhook({ status: 500, body: "receiver exploded" }, { status: 200, delayMs: 2500 }, { status: 200 }));
    try {
      const { nachId, eventId } = await s.mandate();

      const delivery = await settledDelivery(eventId, s.endpoint.id, target(), 30_000);

      expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 3, next_attempt_at: null });
      expect(delivery.attempts).toMatchObject([
        { http_status: 500, response_excerpt: "receiver exploded", error: null },
        { http_status: null, response_excerpt: null, error: expect.stringMatching(/no answer within 1500 ms/) },
        { http_status: 200, error: null },
      ]);
      for (const attempt of delivery.attempts) expect(attempt.latency_ms).toBeGreaterThanOrEqual(0);
      expect(delivery.attempts[1]?.latency_ms).toBeGreaterThanOrEqual(1400);
      const received = webhooksFor(s.receiver, nachId);
      expect(received.map((request) => request.headers["webhook-id"])).toEqual([eventId, eventId, eventId]);
      for (const request of received) {
        expect(request.body).toBe(received[0]?.body);
        expect(() => verifyWebhook(s.endpoint.secret, request)).not.toThrow();
      }
      // The schedule's 1 s after the 500; the 1.5 s timeout and then 1 s after the silence.
      const [afterError, afterSilence] = gaps(received.map((request) => request.at));
      expect(afterError).toBeGreaterThanOrEqual(1000);
      expect(afterSilence).toBeGreaterThanOrEqual(2400);
    } finally {
      await s.close();
    }
  });

  it("gives up after the schedule's five attempts against a receiver that always answers 500", async () => {
    const s = await scenario(() => ({ status: 500, body: "still broken" }));
    try {
      const { nachId, eventId } = await s.mandate();

      const delivery = await settledDelivery(eventId, s.endpoint.id, target(), 30_000);

      expect(delivery).toMatchObject({ status: "failed", attempt_count: 5, next_attempt_at: null });
      expect(delivery.attempts.map((attempt) => attempt.http_status)).toEqual([500, 500, 500, 500, 500]);
      const received = webhooksFor(s.receiver, nachId);
      expect(received).toHaveLength(5);
      expect(new Set(received.map((request) => request.headers["webhook-id"]))).toEqual(new Set([eventId]));
      for (const gap of gaps(received.map((request) => request.at))) expect(gap).toBeGreaterThanOrEqual(1000);
      expect(await listDeliveries({ event_id: eventId, status: "failed" }, target())).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it("disables an endpoint that answers 410 Gone, and sends it nothing more", async () => {
    const gone = await scenario(() => ({ status: 410, body: "no such hook" }));
    const witness = await scenario(() => ({ status: 200 }));
    try {
      const { eventId } = await gone.mandate();
      const delivery = await settledDelivery(eventId, gone.endpoint.id, target());
      expect(delivery).toMatchObject({ status: "failed", attempt_count: 1, attempts: [{ http_status: 410 }] });
      expect((await listEndpoints(target())).find((endpoint) => endpoint.id === gone.endpoint.id)).toMatchObject({
        enabled: false,
        disabled_reason: expect.stringMatching(/410/),
      });

      const later = await witness.mandate();

      const deliveries = await listDeliveries({ event_id: later.eventId }, target());
      expect(deliveries.map((item) => item.endpoint_id)).not.toContain(gone.endpoint.id);
      expect(webhooksFor(gone.receiver, later.nachId)).toEqual([]);
    } finally {
      await gone.close();
      await witness.close();
    }
  });

  it.each([429, 503])("waits as long as a %i answer's Retry-After asks before trying again", async (status) => {
    const s = await scenario(perWebhook({ status, headers: { "retry-after": "2" } }, { status: 200 }));
    try {
      const { nachId, eventId } = await s.mandate();

      const delivery = await settledDelivery(eventId, s.endpoint.id, target(), 20_000);

      expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 2 });
      expect(delivery.attempts.map((attempt) => attempt.http_status)).toEqual([status, 200]);
      const received = webhooksFor(s.receiver, nachId);
      expect(received).toHaveLength(2);
      expect(gaps(received.map((request) => request.at))[0]).toBeGreaterThanOrEqual(2000);
    } finally {
      await s.close();
    }
  });

  it("logs an answer holding NUL and other binary bytes, and goes on with the schedule", async () => {
    const s = await scenario(perWebhook({ status: 500, body: "bad\u0000bytes\u0001" }, { status: 200 }));
    try {
      const { eventId } = await s.mandate();

      const delivery = await settledDelivery(eventId, s.endpoint.id, target(), 20_000);

      expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 2 });
      expect(delivery.attempts.map((attempt) => attempt.http_status)).toEqual([500, 200]);
      expect(delivery.attempts[0]?.response_excerpt).toMatch(/^bad.bytes\u0001$/);
    } finally {
      await s.close();
    }
  });

  it("logs only the first 1 KiB of a large answer", async () => {
    // Three-byte characters after a 9-byte prefix: byte 1024 falls inside a character.
    const answer = "Refused: ".concat("₹".repeat(50_000));
    const s = await scenario(() => ({ status: 400, body: answer, headers: { "content-type": "text/plain; charset=utf-8" } }));
    try {
      const { eventId } = await s.mandate();

      // The event also goes to the endpoints of the tests running beside this one.
      const delivery = await waitFor(async () => {
        const item = (await listDeliveries({ event_id: eventId }, target())).find((candidate) => candidate.endpoint_id === s.endpoint.id);
        return item && item.attempts.length > 0 && item;
      }, { what: "the first attempt" });

      const excerpt = delivery.attempts[0]?.response_excerpt ?? "";
      expect(Buffer.byteLength(excerpt, "utf8")).toBeLessThanOrEqual(1024);
      expect(Buffer.byteLength(excerpt, "utf8")).toBeGreaterThan(1000);
      expect(answer.startsWith(excerpt)).toBe(true);
    } finally {
      await s.close();
    }
  });
});
