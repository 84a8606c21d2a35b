import "server-only";
import { createServer } from "node:http";
import { logger } from "@/lib/log/logger";
import { metricsAccess } from "@/lib/metrics/metrics-access";
import { scrapeMetrics } from "./scrape";

const UNAUTHORIZED = JSON.stringify({ is_success: false, error: { code: "unauthorized", message: "A valid metrics bearer token is required", details: {} } });
const NOT_FOUND = JSON.stringify({ is_success: false, error: { code: "not_found", message: "No such path", details: {} } });

/**
 * npm run worker's metrics: its webhook attempts' latencies, its pool and
 * its process, at GET /metrics on `port`, to the METRICS_TOKEN bearer only
 * (the worker has no Next.js server to serve them). Returns its close.
 */
export function serveWorkerMetrics(port: number): () => Promise<void> {
  const server = createServer((request, response) => {
    const json = (status: number, body: string, headers: Record<string, string> = {}) =>
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers }).end(body);
    const access = metricsAccess(request.headers.authorization ?? null);
    if (access === "off" || request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") return json(404, NOT_FOUND);
    if (access === "refused") return json(401, UNAUTHORIZED, { "www-authenticate": 'Bearer realm="loandesk-metrics"' });
    scrapeMetrics({ databaseGauges: false }).then(
      ({ contentType, text }) => response.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, "worker metrics scrape failed");
        json(503, JSON.stringify({ is_success: false, error: { code: "service_unavailable", message: "Metrics could not be read; retry shortly", details: {} } }));
      },
    );
  });
  server.listen(port);
  logger.info({ port }, "worker metrics listening");
  return () => new Promise((resolve) => server.close(() => resolve()));
}
