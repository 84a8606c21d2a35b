import { hostname } from "node:os";
import { env, isPostgres } from "@/lib/config/env";
import { purgeExpiredIdempotencyRecords } from "@/lib/idempotency/purge-expired-records";
import { logger } from "@/lib/log/logger";
import { expireStaleMandates } from "@/lib/nach/expire-mandates";
import { settleSandboxMandates } from "@/lib/nach/sandbox-bank";
import { deliverDueWebhooks } from "@/lib/webhooks/deliver-webhooks";
import { newId } from "@/lib/ids/ids";
import { startPollLoop } from "./poll-loop";

export const workerId = (role: string) => `${role}:${hostname()}:${process.pid}:${newId().slice(-8)}`;

/** The delivery worker loop; also what `npm run worker` runs. */
export function startDeliveryWorker(id = workerId("worker")): () => Promise<void> {
  return startPollLoop("webhook-delivery", env().JOBS_POLL_MS, () => deliverDueWebhooks({ workerId: id }));
}

/**
 * The jobs a server runs in its own process: the mandate expiry and the
 * purge of expired Idempotency-Key records always, the sandbox bank in demo
 * mode, and the delivery worker unless it is left to separate workers. On SQLite the worker always runs here: the SQLite
 * adapter is not safe to share a database file across processes.
 */
export function startBackgroundJobs(): () => Promise<void> {
  const { LOANDESK_MODE, JOBS_POLL_MS, WEBHOOK_WORKER, IDEMPOTENCY_PURGE_INTERVAL_MS } = env();
  const stops = [
    startPollLoop("nach-expiry", Math.max(JOBS_POLL_MS, 1000), () => expireStaleMandates()),
    startPollLoop("idempotency-purge", IDEMPOTENCY_PURGE_INTERVAL_MS, () => purgeExpiredIdempotencyRecords()),
  ];
  if (LOANDESK_MODE === "demo") stops.push(startPollLoop("sandbox-bank", JOBS_POLL_MS, () => settleSandboxMandates()));
  const inProcessWorker = WEBHOOK_WORKER === "inprocess" || !isPostgres();
  if (inProcessWorker) stops.push(startDeliveryWorker(workerId("server")));
  logger.info({ sandbox_bank: LOANDESK_MODE === "demo", delivery_worker: inProcessWorker ? "in-process" : "separate" }, "background jobs started");
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
