import "server-only";
import { metricsRegistry } from "@/lib/metrics/registry";
import { registerDatabaseGauges, registerPoolGauge } from "./scraped-gauges";

/**
 * The process's metrics in Prometheus's text format. A server's scrape also
 * reads the database's gauges (mandates, the outbox), which are the same
 * from every instance; a worker's leaves them to the servers.
 */
export async function scrapeMetrics({ databaseGauges }: { databaseGauges: boolean }): Promise<{ contentType: string; text: string }> {
  registerPoolGauge();
  if (databaseGauges) registerDatabaseGauges();
  const registry = metricsRegistry();
  return { contentType: registry.contentType, text: await registry.metrics() };
}
