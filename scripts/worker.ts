// npm run worker — a webhook delivery worker for PostgreSQL deployments
// (start the servers with WEBHOOK_WORKER=off). Any number may run against
// one database; each LISTENs for the servers' notifications, so a status
// change goes out as soon as it commits. SIGTERM lets the deliveries in
// flight finish before exiting.
import { env, isPostgres } from "@/lib/config/env";
import { dataKeyring } from "@/lib/crypto/data-key";
import { disconnect } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { startDeliveryWorker, workerId } from "@/lib/jobs/start-background-jobs";
import { logger } from "@/lib/log/logger";

async function main() {
  if (!isPostgres()) {
    console.error("npm run worker is for PostgreSQL; on SQLite the server delivers webhooks itself.");
    process.exit(2);
  }
  // It signs with the endpoints' encrypted secrets: without a data key, production stops here, as the server does.
  dataKeyring();
  await migrate(env().DATABASE_URL);
  const id = workerId("worker");
  const stop = startDeliveryWorker(id);
  logger.info({ worker_id: id }, "webhook worker started");
  const shutdown = async () => {
    await stop();
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
