import { createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { percentile } from "./percentile.mjs";

/** A loopback receiver that answers 200 at once and reports each body with the time it answered. */
async function startReceiver(onWebhook) {
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
      onWebhook(Buffer.concat(chunks).toString("utf8"), Date.now());
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

async function call(base, headers, method, pathName, body) {
  const response = await fetch(`${base}${pathName}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}


/**
 * Initiates a mandate for each of `leadIds`, `ratePerSecond` a second, with
 * an endpoint on a loopback receiver, and measures for each mandate the time
 * from its status change (the webhook's `created_at`, stamped in the
 * transaction that makes the change) to the receiver's 200. The sandbox
 * bank's delay between initiation and the change is by design and not counted.
 */
export async function measureWebhookLatency({ base, headers, leadIds, ratePerSecond, timeoutMs = 60_000 }) {
  const latencies = new Map();
  const receiver = await startReceiver((body, answeredAt) => {
    const event = JSON.parse(body);
    const nachId = event.payload?.physical_nach_id;
    if (!latencies.has(nachId)) latencies.set(nachId, answeredAt - Date.parse(event.created_at));
  });
  const endpoint = await call(base, headers, "POST", "/api/v1/webhooks/endpoints/", { url: receiver.url });
  try {
    const nachIds = [];
    const started = performance.now();
    for (const [index, leadId] of leadIds.entries()) {
      const wait = started + (index * 1000) / ratePerSecond - performance.now();
      if (wait > 0) await sleep(wait);
      nachIds.push((await call(base, headers, "POST", "/api/v1/nach/physical/initiate/", { lead_id: leadId })).physical_nach_id);
    }
    const deadline = Date.now() + timeoutMs;
    while (nachIds.some((id) => !latencies.has(id)) && Date.now() < deadline) await sleep(100);
    const sorted = nachIds.filter((id) => latencies.has(id)).map((id) => latencies.get(id)).sort((a, b) => a - b);
    return {
      mandates: nachIds.length,
      delivered: sorted.length,
      initiations_per_second: ratePerSecond,
      latency_p50_ms: percentile(sorted, 0.5),
      latency_p99_ms: percentile(sorted, 0.99),
      latency_max_ms: sorted.at(-1) ?? null,
    };
  } finally {
    await call(base, headers, "DELETE", `/api/v1/webhooks/endpoints/${endpoint.id}/`);
    await receiver.close();
  }
}
