import "server-only";
import { Gauge } from "prom-client";
import { postgresPoolUse } from "@/lib/db/postgres-pool";
import { logger } from "@/lib/log/logger";
import { mandateCountsByStatus, mandatesNearStaleness } from "@/lib/nach/mandate-counts";
import { NACH_STATUSES } from "@/lib/codes/nach-status";
import { outboxState } from "@/lib/webhooks/outbox-state";
import { sharedMetric } from "@/lib/metrics/registry";

/** How close to NPCI's staleness limit an initiated mandate counts as near it: two working weeks to register it. */
export const NEAR_STALENESS_WORKING_DAYS = 10;


/**
 * A gauge whose values are read when Prometheus scrapes. A read that fails
 * (the database down) leaves the gauge without values for that scrape,
 * logged, rather than failing the whole scrape: the process's own metrics
 * and the counters still tell the operator what happened.
 */
function scrapedGauge(name: string, help: string, labelNames: string[], read: (gauge: Gauge) => Promise<void>): void {
  sharedMetric(name, (registers) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        await read(this).catch((error: unknown) => logger.warn({ err: error, metric: name }, "metric not read at scrape"));
      },
    }),
  );
}

/** Three gauges show one reading of the outbox: one scrape reads it once. */
function sharedReading<T>(read: () => Promise<T>, forMs = 1000): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || performance.now() - last.at > forMs) last = { at: performance.now(), value: read() };
    return last.value;
  };
}

const secondsSince = (then: Date | null, now: number) => (then ? Math.max(0, (now - then.getTime()) / 1000) : 0);

/** Registers the gauge of the process's PostgreSQL pool, read at scrape (once per process). */
export function registerPoolGauge(): void {
}

/** Registers the gauges read from the database at scrape time (once per process). */
export function registerDatabaseGauges(): void {
  const outbox = sharedReading(outboxState);
  scrapedGauge("loandesk_nach_mandates", "Physical NACH mandates by status, read from the database at scrape", ["status"], async (gauge) => {
    const counts = await mandateCountsByStatus();
    for (const status of new Set([...NACH_STATUSES, ...counts.keys()])) gauge.set({ status }, counts.get(status) ?? 0);
  });
  scrapedGauge(
    "loandesk_nach_mandates_near_staleness",
    `Initiated mandates within ${NEAR_STALENESS_WORKING_DAYS} working days of the staleness limit (NACH_EXPIRE_AFTER_WORKING_DAYS, NPCI's 120) or past it and not yet expired`,
    [],
    async (gauge) => gauge.set(await mandatesNearStaleness(new Date(), NEAR_STALENESS_WORKING_DAYS)),
  );
  scrapedGauge("loandesk_webhook_outbox_pending", "Webhook deliveries pending (due, in flight or waiting for a retry), read at scrape", [], async (gauge) => {
    gauge.set((await outbox()).pending);
  });
  scrapedGauge("loandesk_webhook_outbox_oldest_pending_age_seconds", "Age of the oldest pending webhook delivery since it was queued; 0 when none is pending", [], async (gauge) => {
    gauge.set(secondsSince((await outbox()).oldestQueuedAt, Date.now()));
  });
  scrapedGauge(
    "loandesk_webhook_outbox_overdue_seconds",
    "How long the most overdue pending delivery has been due without being sent (0 when none is due): a delivery worker behind or stopped",
    [],
    async (gauge) => {
      const now = Date.now();
      const { earliestDueAt } = await outbox();
      gauge.set(earliestDueAt && earliestDueAt.getTime() <= now ? secondsSince(earliestDueAt, now) : 0);
    },
  );
  scrapedGauge("loandesk_db_pool_connections", "PostgreSQL pool of this process: state total, idle, max, and waiting (requests queued for a connection); none on SQLite", ["state"], async (gauge) => {
    const use = postgresPoolUse();
    if (!use) return;
    for (const [state, value] of Object.entries(use)) gauge.set({ state }, value);
  });
}
