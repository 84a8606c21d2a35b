import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLoop } from "./open-loop.mjs";

// A loopback server that answers after 20 ms, noting when each request arrived.
const arrivals = [];
const server = createServer((request, response) => {
  arrivals.push(performance.now());
  request.resume();
  setTimeout(() => response.writeHead(request.url === "/fail" ? 500 : 200).end("ok"), 20);
});
let base;

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("openLoop", () => {
  it("spreads the requests evenly over the run instead of sending each second's at once, and times each one's answer", async () => {
    arrivals.length = 0;
    const result = await openLoop({ base, rate: 40, seconds: 1, nextRequest: () => ({ method: "GET", path: "/" }) });

    expect(result.requests.total).toBe(40);
    expect(arrivals).toHaveLength(40);
    // 25 ms apart when even; a burst would bring them within a few ms of each other.
    const span = arrivals.at(-1) - arrivals[0];
    expect(span).toBeGreaterThan(800);
    expect(result.latency.p50).toBeGreaterThanOrEqual(20);
    expect(result.non2xx).toBe(0);
    expect(result.errors).toBe(0);
  });

  it("counts answers outside 2xx", async () => {
    const result = await openLoop({ base, rate: 20, seconds: 0.5, nextRequest: () => ({ method: "GET", path: "/fail" }) });
    expect(result.non2xx).toBe(10);
  });
});
