import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { isIP, type LookupFunction } from "node:net";
import { buildConnector } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { createWebhookSender } from "./send-webhook";
import type { ResolveHost } from "./url-policy";

// A public address the made-up names below resolve to. No test traffic may
// reach it: the test network refuses every connection that is not loopback.
const PUBLIC = "93.184.216.34";
const isLoopback = (address: string) => address === "127.0.0.1" || address === "::1";
const HEADERS = { "content-type": "application/json", "webhook-id": "msg_test" };
const BODY = JSON.stringify({ event: "test" });

interface Listener {
  port: number;
  /** Paths of the requests it got. */
  requests: string[];
  /** TCP connections made to it, requests or not. */
  connections: number;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An HTTP listener on 127.0.0.1 only, answering with `answer`. */
async function listen(answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<Listener> {
  const listener: Listener = { port: 0, requests: [], connections: 0 };
  const server = createServer((request, response) => {
    listener.requests.push(request.url ?? "");
    request.resume();
    answer(request, response);
  });
  server.on("connection", () => {
    listener.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  listener.port = typeof address === "object" && address ? address.port : 0;
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return listener;
}

const answerWith = (status: number, body: string, headers: Record<string, string> = {}) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(status, { "content-type": "text/plain", ...headers });
  response.end(body);
};

/**
 * The test's network, wrapped around undici's connector below the code under
 * test: it records the address of every connection the sender makes and
 * refuses any that is not loopback. `standIn` is a public address whose
 * connections it carries to 127.0.0.1 instead, where a listener plays that
 * public receiver.
 */
function testNetwork({ standIn }: { standIn?: string } = {}) {
  const dialled: string[] = [];
  const refusal = (address: string) => new Error(`test network: no connection to ${address}`);
  const carry = (address: string) => (address === standIn ? "127.0.0.1" : address);
  const connectorFactory: typeof buildConnector = (options = {}) => {
    const lookup = "lookup" in options ? options.lookup : undefined;
    const watchedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
      if (!lookup) return callback(refusal(hostname), "");
      lookup(hostname, lookupOptions, (error, found, family) => {
        if (error) return callback(error, found, family);
        const addresses = typeof found === "string" ? [found] : found.map((entry) => entry.address);
        dialled.push(...addresses);
        const outside = addresses.find((address) => !isLoopback(carry(address)));
        if (outside) return callback(refusal(outside), "");
        if (typeof found === "string") callback(null, carry(found), family);
        else callback(null, found.map((entry) => ({ ...entry, address: carry(entry.address) })));
      });
    };
    const connect = buildConnector({ ...options, lookup: watchedLookup });
    return (connectOptions, callback) => {
      const host = connectOptions.hostname;
      if (isIP(host)) {
        dialled.push(host);
        if (!isLoopback(host)) return callback(refusal(host), null);
      }
      connect(connectOptions, callback);
    };
  };
  return { dialled, connectorFactory };
}

const resolveTo =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: isIP(address) }));

describe("a webhook sender in production", () => {
  it("never connects to loopback when the host's address flips between a public one and 127.0.0.1 (DNS rebinding)", async () => {
    const internal = await listen(answerWith(200, "internal only"));
    let answers = 0;
    const flipping: ResolveHost = async () => [{ address: answers++ % 2 === 0 ? PUBLIC : "127.0.0.1", family: 4 }];
    const network = testNetwork();
    const send = createWebhookSender({ production: true, timeoutMs: 5000, resolveHost: flipping, connectorFactory: network.connectorFactory });

    const outcomes = [];
    for (let attempt = 0; attempt < 50; attempt += 1) outcomes.push(await send(`http://rebind.test:${internal.port}/hooks`, HEADERS, BODY));

    expect(internal.requests).toHaveLength(0);
    expect(internal.connections).toBe(0);
    expect(network.dialled.filter(isLoopback)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.httpStatus !== null || outcome.responseExcerpt !== null)).toEqual([]);
    // One resolution per attempt, and what it answered is what was checked and dialled.
    expect(answers).toBe(50);
    expect(network.dialled).toEqual(Array.from({ length: 25 }, () => PUBLIC));
    expect(outcomes.filter((outcome) => /not public/.test(outcome.error ?? ""))).toHaveLength(25);
  });

  it.each([
    ["a loopback address as the URL's host", "http://127.0.0.1", resolveTo()],
    ["an IPv6 loopback address as the URL's host", "http://[::1]", resolveTo()],
    ["a name resolving to loopback", "http://hooks.test", resolveTo("127.0.0.1")],
    ["a name resolving to loopback, over https", "https://hooks.test", resolveTo("127.0.0.1")],
    ["a name with a private address among public ones", "http://hooks.test", resolveTo(PUBLIC, "10.0.0.7")],
    ["a name resolving to IPv4-compatible loopback", "http://hooks.test", resolveTo("::7f00:1")],
  ])("refuses %s without connecting", async (_case, origin, resolveHost) => {
    const internal = await listen(answerWith(200, "internal only"));
    const network = testNetwork();
    const send = createWebhookSender({ production: true, timeoutMs: 5000, resolveHost, connectorFactory: network.connectorFactory });

    const outcome = await send(`${origin}:${internal.port}/hooks`, HEADERS, BODY);

    expect(outcome).toMatchObject({ httpStatus: null, responseExcerpt: null, error: expect.stringMatching(/not public/) });
    expect(network.dialled).toEqual([]);
    expect(internal.connections).toBe(0);
  });

  it("keeps the status and latency of a public receiver's answer, not its body", async () => {
    const receiver = await listen(answerWith(202, "account 1234 is overdrawn"));
    const network = testNetwork({ standIn: PUBLIC });
    const send = createWebhookSender({ production: true, timeoutMs: 5000, resolveHost: resolveTo(PUBLIC), connectorFactory: network.connectorFactory });

    const outcome = await send(`http://receiver.test:${receiver.port}/hooks`, HEADERS, BODY);

    expect(outcome).toMatchObject({ httpStatus: 202, responseExcerpt: null, error: null });
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(0);
    expect(network.dialled).toEqual([PUBLIC]);
    expect(receiver.requests).toEqual(["/hooks"]);
  });

  it("does not follow a redirect towards an internal address", async () => {
    const internal = await listen(answerWith(200, "internal only"));
    const receiver = await listen(answerWith(307, "", { location: `http://127.0.0.1:${internal.port}/admin` }));
    const network = testNetwork({ standIn: PUBLIC });
    const send = createWebhookSender({ production: true, timeoutMs: 5000, resolveHost: resolveTo(PUBLIC), connectorFactory: network.connectorFactory });

    const outcome = await send(`http://receiver.test:${receiver.port}/hooks`, HEADERS, BODY);

    expect(outcome).toMatchObject({ httpStatus: 307, error: null });
    expect(internal.connections).toBe(0);
    expect(network.dialled).toEqual([PUBLIC]);
  });
});

describe("a webhook sender in demo mode", () => {
  it("delivers to a loopback receiver, by address or by name, through the same connection path, keeping the answer's excerpt", async () => {
    const receiver = await listen(answerWith(200, "ok, thanks"));
    const network = testNetwork();
    const send = createWebhookSender({ production: false, timeoutMs: 5000, resolveHost: resolveTo("127.0.0.1"), connectorFactory: network.connectorFactory });

    const byAddress = await send(`http://127.0.0.1:${receiver.port}/hooks`, HEADERS, BODY);
    const byName = await send(`http://receiver.test:${receiver.port}/named`, HEADERS, BODY);

    expect(byAddress).toMatchObject({ httpStatus: 200, responseExcerpt: "ok, thanks", error: null });
    expect(byName).toMatchObject({ httpStatus: 200, responseExcerpt: "ok, thanks", error: null });
    expect(receiver.requests).toEqual(["/hooks", "/named"]);
    expect(network.dialled).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("gives up on an answer that does not come within the timeout", async () => {
    const silent = await listen(() => undefined);
    const network = testNetwork();
    const send = createWebhookSender({ production: false, timeoutMs: 300, resolveHost: resolveTo("127.0.0.1"), connectorFactory: network.connectorFactory });

    const outcome = await send(`http://receiver.test:${silent.port}/hooks`, HEADERS, BODY);

    expect(outcome).toMatchObject({ httpStatus: null, responseExcerpt: null, error: "no answer within 300 ms" });
    expect(silent.requests).toEqual(["/hooks"]);
  });
});

describe("a webhook sender's two timeouts", () => {
  it("gives up on a connection not made within the connect timeout, long before the answer timeout, and says it timed out", async () => {
    const neverResolves: ResolveHost = () => new Promise(() => undefined);
    const send = createWebhookSender({ production: false, timeoutMs: 10_000, connectTimeoutMs: 200, resolveHost: neverResolves });

    const outcome = await send("http://unreachable.test/hooks", HEADERS, BODY);

    expect(outcome).toMatchObject({ httpStatus: null, responseExcerpt: null, error: "no connection within 200 ms", timedOut: true });
    expect(outcome.latencyMs).toBeLessThan(2000);
  });

  it("says an answer that did not come in time timed out, and a refused connection did not", async () => {
    const silent = await listen(() => undefined);
    const closed = await listen(() => undefined);
    const send = createWebhookSender({ production: false, timeoutMs: 300, connectTimeoutMs: 200, resolveHost: resolveTo("127.0.0.1") });
    const closedPort = closed.port;
    await closers.pop()?.();

    expect(await send(`http://receiver.test:${silent.port}/hooks`, HEADERS, BODY)).toMatchObject({ error: "no answer within 300 ms", timedOut: true });
    expect(await send(`http://receiver.test:${closedPort}/hooks`, HEADERS, BODY)).toMatchObject({ httpStatus: null, timedOut: false });
  });
});
