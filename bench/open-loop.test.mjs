import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLoop } from "./open-loop.mjs";

// A loopback server that answers after 20 ms, noting when each request arrived.
const arrivals = [];
const server = createServer((request, response) => {
  arrivals.push(performance.now());
  request.resume();
  // "/stall" answers after 150 ms instead: a server that stops for a moment.
  setTimeout(() => response.writeHead(request.url === "/fail" ? 500 : 200).end("ok"), request.url === "/stall" ? 150 : 20);
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

  it("groups the answers slower than it was asked about into bursts, by when they were due", async () => {
    let calls = 0;
    // The requests due from 100 ms to 200 ms into the run meet a stalled server.
    const nextRequest = () => ({ method: "GET", path: ++calls > 10 && calls <= 20 ? "/stall" : "/" });
    const { bursts } = await openLoop({ base, rate: 100, seconds: 0.5, nextRequest, slowOverMs: 100 });
    expect(bursts).toHaveLength(1);
    expect(bursts[0]).toMatchObject({ count: 10 });
    expect(bursts[0].from_ms).toBeGreaterThanOrEqual(95);
    expect(bursts[0].to_ms).toBeLessThanOrEqual(200);
    expect(bursts[0].max_ms).toBeGreaterThanOrEqual(150);
    expect((await openLoop({ base, rate: 40, seconds: 0.1, nextRequest: () => ({ method: "GET", path: "/" }) })).bursts).toBeNull();
  });

  it("reports the schedule it kept: the rate it sent at, and no request late or queued", async () => {
    const { schedule } = await openLoop({ base, rate: 40, seconds: 0.5, nextRequest: () => ({ method: "GET", path: "/" }) });
    expect(schedule).toMatchObject({ offered_per_second: 40, sent: 20, queued: 0 });
    expect(schedule.sent_per_second).toBeGreaterThan(30);
    expect(schedule.sent_per_second).toBeLessThanOrEqual(41);
  });

  it("counts the requests a client that falls behind sends late, and charges their wait to their latency", async () => {
    let calls = 0;
    // The client's own event loop stalls for 60 ms before its fifth request, as a busy or descheduled client does.
    const nextRequest = () => {
      if (++calls === 5) {
        const until = performance.now() + 60;
        while (performance.now() < until);
      }
      return { method: "GET", path: "/" };
    };
    const { schedule, latency } = await openLoop({ base, rate: 100, seconds: 0.3, nextRequest });
    // Due every 10 ms: the fifth and those due in the 60 ms behind it go out late, then the client catches up.
    expect(schedule.late).toBeGreaterThanOrEqual(4);
    expect(schedule.lag_max_ms).toBeGreaterThanOrEqual(55);
    expect(latency.p99).toBeGreaterThanOrEqual(20 + 55);
  });

  it("counts the requests that found every connection busy as queued", async () => {
    // 20 ms answers at 200 a second keep four requests in flight; two connections hold two.
    const { schedule } = await openLoop({ base, rate: 200, seconds: 0.2, connections: 2, nextRequest: () => ({ method: "GET", path: "/" }) });
    expect(schedule.queued).toBeGreaterThan(20);
  });

  it("counts answers outside 2xx", async () => {
    const result = await openLoop({ base, rate: 20, seconds: 0.5, nextRequest: () => ({ method: "GET", path: "/fail" }) });
    expect(result.non2xx).toBe(10);
  });
});
