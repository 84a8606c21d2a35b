import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const TOKEN = "w".repeat(40);
vi.stubEnv("METRICS_TOKEN", TOKEN);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("the worker's metrics port", () => {
  let base = "";
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const { serveWorkerMetrics } = await import("./worker-metrics-server");
    const port = await freePort();
    close = serveWorkerMetrics(port);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => close());

  it("serves the process's metrics to the bearer of METRICS_TOKEN only, without the database's gauges", async () => {
    const refused = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer nope" } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ is_success: false, error: { code: "unauthorized" } });
    expect((await fetch(`${base}/elsewhere`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);

    const allowed = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await allowed.text();
    expect(allowed.status).toBe(200);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).not.toContain("loandesk_nach_mandates");
  });
});
