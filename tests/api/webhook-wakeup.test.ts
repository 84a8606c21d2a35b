import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "./client";
import { book } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { perWebhook, startReceiver, type Receiver } from "../support/webhook-receiver";
import {
  bodyOf, createEndpoint, DELIVERIES, firstWebhook, initiateNach, listDeliveries, settledDelivery, verifyWebhook, waitFor, webhooksFor, type Target,
} from "./webhook-helpers";

// The fallback polling is an hour here, far beyond any wait below: a webhook
// that arrives was sent because its change woke the jobs (the sandbox bank on
// initiation, the delivery worker on the status change's commit) or because a
// retry's time came, never because a poll happened to look.
const NO_POLLING = { JOBS_POLL_MS: "3600000" };

let server: OwnServer | undefined;
let receiver: Receiver | undefined;
let endpoint = { id: "", secret: "" };
const target = (): Target => ({ baseUrl: server?.baseUrl ?? "" });
const failFirstAttemptOf = new Set<string>();

beforeAll(async () => {
  server = await startOwnServer(NO_POLLING);
  receiver = await startReceiver((request, seenBefore) => {
    const nachId = bodyOf(request).payload.physical_nach_id;
    return failFirstAttemptOf.has(nachId) ? perWebhook({ status: 503, body: "busy" }, { status: 200 })(request, seenBefore) : { status: 200 };
  });
  const created = await createEndpoint(receiver.url, target());
  endpoint = { id: created.id, secret: created.secret };
});

afterAll(async () => {
  await receiver?.close();
  await server?.dispose();
});

const newMandate = async () => (await initiateNach((await book(undefined, undefined, target().baseUrl)).lead_id, target())).physical_nach_id;

describe("webhooks without the fallback polling", () => {
  it("a mandate's status change reaches the endpoint: the sandbox bank and the delivery worker are woken, not polled", async () => {
    const nachId = await newMandate();
    const request = await firstWebhook(receiver as Receiver, nachId);

    const body = bodyOf(request);
    expect(body.payload).toMatchObject({ physical_nach_id: nachId, status: "registered" });
    expect(verifyWebhook(endpoint.secret, request)).toEqual(body);
    const delivery = await settledDelivery(body.id, endpoint.id, target());
    expect(delivery.status).toBe("succeeded");
    expect(delivery.attempts.map((attempt) => attempt.http_status)).toEqual([200]);
  });

  it("a failed attempt is retried when its time comes, not before", async () => {
    const nachId = await newMandate();
    failFirstAttemptOf.add(nachId);
    const eventId = bodyOf(await firstWebhook(receiver as Receiver, nachId)).id;

    const delivery = await settledDelivery(eventId, endpoint.id, target());
    expect(delivery.status).toBe("succeeded");
    expect(delivery.attempts.map((attempt) => attempt.http_status)).toEqual([503, 200]);
    const [first, second] = delivery.attempts.map((attempt) => Date.parse(attempt.attempted_at));
    // The test schedule's second delay is 1 s (plus jitter).
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it("a replayed delivery goes out again at once", async () => {
    const nachId = await newMandate();
    const eventId = bodyOf(await firstWebhook(receiver as Receiver, nachId)).id;
    const delivery = await settledDelivery(eventId, endpoint.id, target());

    const response = await api("POST", `${DELIVERIES}${delivery.id}/retry/`, target());
    expect(response.status, response.text).toBe(200);

    await waitFor(() => webhooksFor(receiver as Receiver, nachId).length === 2, { what: "the replayed webhook" });
    const replayed = await waitFor(
      async () => (await listDeliveries({ event_id: eventId }, target())).find((item) => item.id === delivery.id && item.attempts.length === 2),
      { what: "the replay's attempt in the log" },
    );
    expect(replayed.status).toBe("succeeded");
    expect(replayed.attempts.map((attempt) => attempt.http_status)).toEqual([200, 200]);
  });
});
