// npm run worker — a webhook delivery worker for PostgreSQL deployments
// (start the servers with WEBHOOK_WORKER=off). Any number may run against
// one database; each LISTENs for the servers' notifications, so a status
// change goes out as soon as it commits. SIGTERM lets the deliveries in
// flight finish before exiting.
import { env, isPostgres } from "@/lib/config/env";
import { dataKeyring } from "@/lib/crypto/data-key";
import { disconnect } from "@/lib/db/database";
import { migrate } from "@/lib/migrations/migrate";
import { startDeliveryWorker, workerId } from "@/lib/startup/start-background-jobs";
import { logger } from "@/lib/log/logger";
import { serveWorkerMetrics } from "@/lib/metrics-scrape/worker-metrics-server";
import { flushTraces } from "@/lib/tracing/flush-traces";
import { startTracing } from "@/lib/tracing/start-tracing";
import { tracingEnabled } from "@/lib/tracing/tracing-enabled";

async function main() {
  if (!isPostgres()) {
    console.error("npm run worker is for PostgreSQL; on SQLite the server delivers webhooks itself.");
    process.exit(2);
  }
  // It signs with the endpoints' encrypted secrets: without a data key, production stops here, as the server does.
  dataKeyring();
  // Before the database opens, as in the server (instrumentation.ts).
  if (tracingEnabled()) await startTracing();
  await migrate(env().DATABASE_URL);
  const id = workerId("worker");
  const stop = startDeliveryWorker(id);
  const { WORKER_METRICS_PORT } = env();
  const stopMetrics = WORKER_METRICS_PORT ? serveWorkerMetrics(WORKER_METRICS_PORT) : async () => undefined;
  logger.info({ worker_id: id }, "webhook worker started");
  const shutdown = async () => {
    await stop();
    await Promise.all([stopMetrics(), flushTraces()]);
    await disconnect();
    process.exit(0);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, "webhook worker failed to start");
  process.exit(1);
});
