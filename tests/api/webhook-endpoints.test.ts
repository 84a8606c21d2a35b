import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, DEMO2 } from "./client";
import { book, dataOf, expectError, fieldPaths, ISO_MS, LEAD_ID } from "./helpers";
import { startReceiver, type Receiver } from "../support/webhook-receiver";
import {
  bodyOf, createEndpoint, deleteEndpoint, ENDPOINTS, initiateNach, listDeliveries, listEndpoints, waitFor, webhooksFor, type Endpoint,
} from "./webhook-helpers";

const endpointPath = (id: string, rest = "") => `${ENDPOINTS}${id}/${rest}`;

// Endpoints are the demo partner's, which other tests share: each test cleans up its own.
const created: string[] = [];
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
});

afterAll(async () => {
  for (const id of created) await deleteEndpoint(id);
  await receiver?.close();
});

async function newEndpoint(url = receiver.url) {
  const endpoint = await createEndpoint(url);
  created.push(endpoint.id);
  return endpoint;
}

describe("webhook endpoints", () => {
  it("creates an endpoint with a whsec_ secret that is shown once and never listed", async () => {
    const response = await api("POST", ENDPOINTS, { body: { url: `${receiver.url}?create` } });

    expect(response.status, response.text).toBe(201);
    const endpoint = dataOf<Endpoint & { secret: string }>(response);
    created.push(endpoint.id);
    expect(endpoint).toEqual({
      id: expect.stringMatching(LEAD_ID),
      url: `${receiver.url}?create`,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/),
      enabled: true,
      disabled_reason: null,
      event_types: null,
      created_at: expect.stringMatching(ISO_MS),
      previous_secret_expires_at: null,
    });
    const listed = (await listEndpoints()).find((item) => item.id === endpoint.id);
    expect(listed).toEqual({ id: endpoint.id, url: endpoint.url, enabled: true, disabled_reason: null, event_types: null, created_at: endpoint.created_at, previous_secret_expires_at: null });
    const list = await api("GET", ENDPOINTS);
    expect(list.text).not.toContain(endpoint.secret);
    expect(list.text).not.toContain("whsec_");
  });

  it.each([
    ["not a URL", "not a url"],
    ["an ftp URL", "ftp://example.com/hooks"],
    ["a URL with credentials", "https://user:pass@example.com/hooks"],
    ["a number", 42],
  ])("refuses %s with 400 validation_error on url", async (_name, url) => {
    const response = await api("POST", ENDPOINTS, { body: { url } });

    expectError(response, 400, "validation_error");
    expect(fieldPaths(response)).toContain("url");
  });

  it("refuses a body without a url, or with unknown fields, with 400 validation_error", async () => {
    expectError(await api("POST", ENDPOINTS, { body: {} }), 400, "validation_error");
    expectError(await api("POST", ENDPOINTS, { body: { url: receiver.url, enabled: false } }), 400, "validation_error");
  });

  it("rotates the secret: a new whsec_ secret, shown once, and when the previous one stops signing", async () => {
    const endpoint = await newEndpoint();

    const response = await api("POST", endpointPath(endpoint.id, "rotate/"));

    expect(response.status, response.text).toBe(200);
    const rotated = dataOf<{ id: string; secret: string }>(response);
    expect(rotated).toEqual({ id: endpoint.id, secret: expect.stringMatching(/^whsec_/), previous_secret_expires_at: expect.stringMatching(ISO_MS) });
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect((await api("GET", ENDPOINTS)).text).not.toContain(rotated.secret);
  });

  it("deletes an endpoint: gone from the list, 404 the second time, and sent nothing more", async () => {
    const doomed = await newEndpoint(`${receiver.url}?doomed`);
    const witness = await newEndpoint(`${receiver.url}?witness`);

    const response = await api("DELETE", endpointPath(doomed.id));

    expect(response.status, response.text).toBe(200);
    expect((await listEndpoints()).map((item) => item.id)).not.toContain(doomed.id);
    expectError(await api("DELETE", endpointPath(doomed.id)), 404, "not_found");
    expectError(await api("POST", endpointPath(doomed.id, "rotate/")), 404, "not_found");
    // A status change after the deletion reaches the endpoint still registered, and not the deleted one.
    const nach = await initiateNach((await book()).lead_id);
    const event = bodyOf(await waitForWebhookAt("?witness", nach.physical_nach_id));
    const deliveries = await listDeliveries({ event_id: event.id });
    expect(deliveries.map((delivery) => delivery.endpoint_id)).toContain(witness.id);
    expect(deliveries.map((delivery) => delivery.endpoint_id)).not.toContain(doomed.id);
    expect(webhooksFor(receiver, nach.physical_nach_id).filter((request) => request.path.endsWith("?doomed"))).toEqual([]);
  });

  it("answers unknown and malformed endpoint ids with 404 not_found", async () => {
    for (const id of ["0190a6c4-0000-7000-8000-000000000000", "nope"]) {
      expectError(await api("DELETE", endpointPath(id)), 404, "not_found");
      expectError(await api("POST", endpointPath(id, "rotate/")), 404, "not_found");
    }
  });
});

describe("another partner", () => {
  it("cannot list, rotate or delete the demo partner's endpoints, nor see their deliveries", async () => {
    const endpoint = await newEndpoint(`${receiver.url}?private`);
    const nach = await initiateNach((await book()).lead_id);
    const event = bodyOf(await waitForWebhookAt("?private", nach.physical_nach_id));

    expect((await listEndpoints({ auth: DEMO2 })).map((item) => item.id)).not.toContain(endpoint.id);
    expectError(await api("POST", endpointPath(endpoint.id, "rotate/"), { auth: DEMO2 }), 404, "not_found");
    expectError(await api("DELETE", endpointPath(endpoint.id), { auth: DEMO2 }), 404, "not_found");
    expect(await listDeliveries({ event_id: event.id }, { auth: DEMO2 })).toEqual([]);
    const own = await listDeliveries({ event_id: event.id });
    expect(own.map((delivery) => delivery.endpoint_id)).toContain(endpoint.id);
    // Still there, still enabled, for its owner.
    expect((await listEndpoints()).find((item) => item.id === endpoint.id)).toMatchObject({ enabled: true });
  });
});

/** The first webhook about a mandate that arrived at the receiver URL ending with `suffix`. */
function waitForWebhookAt(suffix: string, nachId: string) {
  return waitFor(() => webhooksFor(receiver, nachId).find((request) => request.path.endsWith(suffix)), { what: `a webhook at ${suffix}` });
}
