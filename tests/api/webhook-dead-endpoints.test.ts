import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO2 } from "./client";
import { book, expectError } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import {
  bodyOf, createEndpoint, deleteEndpoint, ENDPOINTS, firstWebhook, initiateNach, listDeliveries, listEndpoints, NACH_EVENTS, settledDelivery, waitFor, webhooksFor,
  type Target,
} from "./webhook-helpers";

// Endpoints that accept the connection and never answer. Two servers of this
// file's own: `guarded` keeps the default endpoint cap and spaces out, then
// disables, an endpoint after a few timeouts; on `crowded` a partner may have
// 60 endpoints and none is ever spaced out or disabled, so what keeps another
// partner's webhooks on time there is the scheduling alone.
const NEVER = { delayMs: 600_000 };

let guarded: OwnServer | undefined;
let crowded: OwnServer | undefined;
const receivers: Receiver[] = [];

async function receiver(...args: Parameters<typeof startReceiver>): Promise<Receiver> {
  const started = await startReceiver(...args);
  receivers.push(started);
  return started;
}

beforeAll(async () => {
  [guarded, crowded] = await Promise.all([
    startOwnServer({
      WEBHOOK_TIMEOUT_MS: "500",
      WEBHOOK_ENDPOINT_PAUSE_AFTER_TIMEOUTS: "3",
      WEBHOOK_ENDPOINT_PAUSE_SCHEDULE: "3",
      WEBHOOK_ENDPOINT_DISABLE_AFTER_TIMEOUTS: "4",
    }),
    startOwnServer({
      WEBHOOK_ENDPOINTS_PER_PARTNER: "60",
      WEBHOOK_TIMEOUT_MS: "5000",
      WEBHOOK_ENDPOINT_PAUSE_AFTER_TIMEOUTS: "100000",
      WEBHOOK_ENDPOINT_DISABLE_AFTER_TIMEOUTS: "100000",
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([guarded?.dispose(), crowded?.dispose()]);
  await Promise.all(receivers.map((started) => started.close()));
});

const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));

/** A new mandate of the partner `target` names, whose status change the sandbox bank reports at once. */
const newMandate = async (target: Target & { baseUrl: string }) =>
  (await initiateNach((await book(undefined, target.auth, target.baseUrl)).lead_id, target)).physical_nach_id;

describe("the endpoints a partner may have", () => {
  it("are at most 10: of 12 added at once 10 are taken and 2 refused with 409 endpoint_limit_reached, and deleting one makes room", async () => {
    const target = { baseUrl: guarded?.baseUrl ?? "", auth: DEMO2 };
    const live = await receiver();

    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => api("POST", ENDPOINTS, { body: { url: `${live.url}?n=${index}` }, ...target })));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expectError(answer, 409, "endpoint_limit_reached");
      expect(answer.body.error?.details).toEqual({ limit: 10 });
    }
    const listed = await listEndpoints(target);
    expect(listed).toHaveLength(10);

    await deleteEndpoint(listed[0]?.id ?? "", target);
    expect(await createEndpoint(`${live.url}?again`, target)).toMatchObject({ enabled: true });
    expectError(await api("POST", ENDPOINTS, { body: { url: `${live.url}?one-too-many` }, ...target }), 409, "endpoint_limit_reached");
  });
});

describe("an endpoint that keeps timing out", () => {
  it("gets its attempts spaced out after 3 timeouts in a row, is disabled after 4 with the reason in the endpoint list, and is sent nothing more", async () => {
    const target = { baseUrl: guarded?.baseUrl ?? "" };
    const dead = await receiver(() => NEVER);
    const live = await receiver();
    const endpoint = await createEndpoint(dead.url, target, NACH_EVENTS);
    const nachId = await newMandate(target);
    const eventId = bodyOf(await firstWebhook(dead, nachId)).id;

    const delivery = await settledDelivery(eventId, endpoint.id, target, 30_000);

    expect(delivery).toMatchObject({ status: "failed", attempt_count: 4 });
    expect(delivery.attempts.map((attempt) => attempt.error)).toEqual(Array.from({ length: 4 }, () => "no answer within 500 ms"));
    // The schedule's 1 s after each of the first two; after the third, the endpoint's 3 s pause.
    const [first, second, paused] = gaps(webhooksFor(dead, nachId).map((request) => request.at));
    expect(first).toBeGreaterThanOrEqual(1000);
    expect(second).toBeGreaterThanOrEqual(1000);
    expect(paused).toBeGreaterThanOrEqual(3000);
    expect((await listEndpoints(target)).find((item) => item.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabled_reason: "Disabled after 4 attempts in a row got no answer in time; add the endpoint again once it answers",
    });

    const witness = await createEndpoint(live.url, target);
    const later = await newMandate(target);
    const laterEvent = bodyOf(await firstWebhook(live, later)).id;
    expect((await listDeliveries({ event_id: laterEvent }, target)).map((item) => item.endpoint_id)).toEqual([witness.id]);
    expect(webhooksFor(dead, later)).toEqual([]);
  });
});

describe("a partner whose 50 endpoints never answer", () => {
  it("does not hold up another partner's webhooks: the healthy endpoint's p99 delivery latency stays under 1 s", { timeout: 150_000 }, async () => {
    const baseUrl = crowded?.baseUrl ?? "";
    const dead = await receiver(() => NEVER);
    const healthy = await receiver();
    for (let index = 0; index < 50; index += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, offset) => createEndpoint(`${dead.url}?n=${index + offset}`, { baseUrl, auth: DEMO2 }, NACH_EVENTS)));
    }
    await createEndpoint(healthy.url, { baseUrl }, NACH_EVENTS);
    // 4 status changes of the second partner: 200 deliveries, each holding a sender for 5 s per attempt.
    for (let index = 0; index < 4; index += 1) await newMandate({ baseUrl, auth: DEMO2 });
    await waitFor(() => dead.inFlight.size > 0, { what: "the dead endpoints to hold deliveries" });

    const nachIds: string[] = [];
    for (let index = 0; index < 20; index += 1) nachIds.push(await newMandate({ baseUrl }));
    const arrivals = await waitFor(
      () => {
        const firsts = nachIds.map((nachId) => webhooksFor(healthy, nachId)[0]);
        return firsts.every((request) => request !== undefined) && firsts.flatMap((request) => (request ? [request] : []));
      },
      { timeoutMs: 120_000, what: "the healthy endpoint's 20 webhooks" },
    );

    const latencies = arrivals.map((request) => request.at - Date.parse(bodyOf(request).created_at)).sort((a, b) => a - b);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? Infinity;
    expect(p99, `latencies ${latencies.join(", ")} ms`).toBeLessThan(1000);
    // The dead endpoints were still being tried meanwhile.
    expect(dead.inFlight.size).toBeGreaterThan(0);
  });
});
