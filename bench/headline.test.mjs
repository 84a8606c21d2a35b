import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFigure, formatRun, measureHeadline } from "./headline.mjs";

// A loopback server that answers at once, noting each request's path.
const paths = [];
const server = createServer((request, response) => {
  paths.push(request.url);
  request.resume();
  response.writeHead(200).end("ok");
});
let base;

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("measureHeadline", () => {
  it("warms each figure up, then runs them in rounds, reading the database's state before each run, and judges each", async () => {
    paths.length = 0;
    const order = [];
    let loans = 100;
    const figures = await measureHeadline({
      base,
      scenarios: { booking: () => ({ method: "POST", path: "/booking" }), read: () => ({ method: "GET", path: "/read" }) },
      rates: [100, 200],
      runs: 2,
      seconds: 0.1,
      warmup: 0.05,
      pauseMs: 0,
      stateOf: async () => ({ loans: (loans += 10), mib: 1 }),
      onRun: (figure, run) => order.push(`${figure.scenario}@${figure.rate}#${run.round}`),
    });

    expect(order).toEqual(["booking@100#1", "read@100#1", "booking@200#1", "read@200#1", "booking@100#2", "read@100#2", "booking@200#2", "read@200#2"]);
    // Warm-ups (5 + 5 + 10 + 10) and runs (2 x (10 + 10 + 20 + 20)).
    expect(paths).toHaveLength(30 + 120);
    expect(figures.map(({ scenario, rate }) => `${scenario}@${rate}`)).toEqual(["booking@100", "read@100", "booking@200", "read@200"]);
    const [bookingAt100] = figures;
    expect(bookingAt100.runs.map((run) => run.loans_before)).toEqual([110, 150]);
    expect(bookingAt100.runs[0].schedule).toMatchObject({ offered_per_second: 100, sent: 10 });
    expect(["met", "VOID"]).toContain(bookingAt100.verdict);
    expect(formatRun(bookingAt100, bookingAt100.runs[0])).toMatch(/^booking\s+100\/s run 1: p50 [\d.]+ ms {2}p99 [\d.]+ ms {2}non-2xx 0 {2}sent [\d.]+\/s, \d+ late, 0 queued/);
    // An answer at once is never over booking's budget: no burst of slow ones.
    expect(bookingAt100.runs[0].slow_bursts).toEqual([]);
    expect(formatRun(bookingAt100, bookingAt100.runs[0])).toMatch(/; slow bursts: none$/);
    expect(formatFigure(bookingAt100)).toMatch(/booking at 100\/s: p99 [\d.]+ ms \(runs/);
  });
});
