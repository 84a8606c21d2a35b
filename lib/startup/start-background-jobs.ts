import "server-only";
import { hostname } from "node:os";
import { env, isPostgres } from "@/lib/config/env";
import { listenForNotifications } from "@/lib/db/postgres-listener";
import { purgeExpiredIdempotencyRecords } from "@/lib/idempotency/purge-expired-records";
import { lapseCoolingOffExits } from "@/lib/loans/lapse-cooling-off-exits";
import { bookPendingTapeRows } from "@/lib/loan-tape/book-tape-rows";
import { LOAN_TAPE_TOPIC } from "@/lib/loan-tape/tape-topic";
import { alertOverdueReleases } from "@/lib/loans/overdue-releases";
import { logger } from "@/lib/log/logger";
import { expireStaleMandates } from "@/lib/nach/expire-mandates";
import { settleSandboxMandates } from "@/lib/nach/sandbox-bank";
import { nextSandboxSettleAt, SANDBOX_TOPIC } from "@/lib/nach/sandbox-schedule";
import { nextDeliveryDueAt } from "@/lib/webhooks/claim-deliveries";
import { createDeliveryPool } from "@/lib/webhooks/delivery-pool";
import { DELIVERY_CHANNEL, DELIVERY_TOPIC } from "@/lib/webhooks/delivery-wakeup";
import { newId } from "@/lib/ids/ids";
import { startPollLoop, type PollLoop } from "@/lib/jobs/poll-loop";
import { onWake } from "@/lib/jobs/wakeup";

export const workerId = (role: string) => `${role}:${hostname()}:${process.pid}:${newId().slice(-8)}`;

/** A loop that also runs whenever `topic` is woken in this process. */
function wokenLoop(topic: string, loop: PollLoop): () => Promise<void> {
  const unsubscribe = onWake(topic, loop.wake);
  return async () => {
    unsubscribe();
    await loop.stop();
  };
}

/**
 * The delivery worker; also what `npm run worker` runs. Its loop fills the
 * pool's free slots when a change that queues deliveries commits in this
 * process, on PostgreSQL when one commits anywhere (LISTEN), when a retry
 * falls due or an endpoint's pause ends, when a delivery frees a slot, and
 * every JOBS_POLL_MS in case a wake-up was missed. Stopping lets the
 * deliveries in flight end.
 */
export function startDeliveryWorker(id = workerId("worker")): () => Promise<void> {
  const { DATABASE_URL, JOBS_POLL_MS, WEBHOOK_CONCURRENCY, WEBHOOK_CONCURRENCY_PER_PARTNER } = env();
  // A slot frees only after the loop's first run has started a delivery, so `loop` is there by then.
  const pool = createDeliveryPool({ workerId: id, slots: WEBHOOK_CONCURRENCY, slotsPerPartner: WEBHOOK_CONCURRENCY_PER_PARTNER, onSlotFreed: () => loop.wake() });
  const loop = startPollLoop("webhook-delivery", { intervalMs: JOBS_POLL_MS, work: pool.fill, nextDueAt: nextDeliveryDueAt });
  const stopLoop = wokenLoop(DELIVERY_TOPIC, loop);
  const listener = isPostgres() ? listenForNotifications({ databaseUrl: DATABASE_URL, channel: DELIVERY_CHANNEL, onNotify: loop.wake }) : undefined;
  return async () => {
    await listener?.stop();
    await stopLoop();
    await pool.drain();
  };
}

/**
 * The jobs a server runs in its own process: the mandate expiry, the
 * purge of expired Idempotency-Key records, the overdue withheld releases'
 * alert, the lapse of unpaid cooling-off exits and the booking of uploaded
 * loan tapes (woken by each upload) always, the sandbox bank in demo
 * mode (woken by initiations, and timed for the next settle time), and the
 * delivery worker unless it is left to separate workers. On SQLite the worker always runs here: the SQLite
 * adapter is not safe to share a database file across processes.
 */
export function startBackgroundJobs(): () => Promise<void> {
  const { LOANDESK_MODE, JOBS_POLL_MS, WEBHOOK_WORKER, IDEMPOTENCY_PURGE_INTERVAL_MS } = env();
  const tapeWorker = workerId("loan-tape");
  const loops = [
    startPollLoop("nach-expiry", { intervalMs: Math.max(JOBS_POLL_MS, 1000), work: () => expireStaleMandates() }),
    startPollLoop("idempotency-purge", { intervalMs: IDEMPOTENCY_PURGE_INTERVAL_MS, work: () => purgeExpiredIdempotencyRecords() }),
    startPollLoop("withheld-release-watch", { intervalMs: Math.max(JOBS_POLL_MS, 1000), work: () => alertOverdueReleases() }),
    startPollLoop("cooling-off-lapse", { intervalMs: Math.max(JOBS_POLL_MS, 1000), work: () => lapseCoolingOffExits() }),
  ];
  const stops = loops.map((loop) => loop.stop);
  const tapes = startPollLoop("loan-tape", { intervalMs: Math.max(JOBS_POLL_MS, 1000), work: () => bookPendingTapeRows({ workerId: tapeWorker }) });
  stops.push(wokenLoop(LOAN_TAPE_TOPIC, tapes));
  if (LOANDESK_MODE === "demo") {
    const sandbox = startPollLoop("sandbox-bank", { intervalMs: JOBS_POLL_MS, work: () => settleSandboxMandates(), nextDueAt: nextSandboxSettleAt });
    stops.push(wokenLoop(SANDBOX_TOPIC, sandbox));
  }
  const inProcessWorker = WEBHOOK_WORKER === "inprocess" || !isPostgres();
  if (inProcessWorker) stops.push(startDeliveryWorker(workerId("server")));
  logger.info({ sandbox_bank: LOANDESK_MODE === "demo", delivery_worker: inProcessWorker ? "in-process" : "separate" }, "background jobs started");
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
