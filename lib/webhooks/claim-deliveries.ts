import "server-only";
import type { ExpressionBuilder } from "kysely";
import { skipLockedRows } from "@/lib/db/locks";
import { read, writeOneStatement } from "@/lib/db/transactions";
import type { DB } from "@/lib/db/tables";
import { env } from "@/lib/config/env";
import { shareSlots } from "./share-slots";

type Where = ExpressionBuilder<DB, "WebhookDelivery">;

/**
 * Due at `now`, and no worker holds a live lease on it. The claim's UPDATE
 * tests it on the row itself, so a second claimant that gets to a row the
 * first has just claimed fails.
 */
const isDue = (now: Date) => (where: Where) =>
  where.and([where("status", "=", "pending"), where("nextAttemptAt", "<=", now), where.or([where("leaseUntil", "is", null), where("leaseUntil", "<", now)])]);

/** Due, and its endpoint not paused for timing out (./endpoint-health.ts). */
const isClaimable = (now: Date) => (where: Where) =>
  where.and([isDue(now)(where), where("endpointId", "not in", where.selectFrom("WebhookEndpoint").select("id").where("pausedUntil", ">", now))]);

/** The partners with deliveries to claim now, and how many: the one whose oldest is oldest first. */
async function dueWork(now: Date) {
  const rows = await read((queries) =>
    queries
      .selectFrom("WebhookDelivery")
      .select((eb) => ["partnerId", eb.fn.countAll().as("count")])
      .where(isClaimable(now))
      .groupBy("partnerId")
      .orderBy((eb) => eb.fn.min("nextAttemptAt"))
      .execute(),
  );
  return rows.map((row) => ({ partnerId: row.partnerId, count: Number(row.count) }));
}

/**
 * Claims up to `count` of a partner's due deliveries, oldest first, in one
 * statement: a lease only one worker can win, on either database (PostgreSQL
 * skips rows another worker is claiming, FOR UPDATE SKIP LOCKED; SQLite's
 * writer is alone). The lease outlasts one attempt's timeout, so no attempt
 * is sent twice, and a worker that dies leaves its claims to expire and be
 * taken up again. The rows are picked in a MATERIALIZED common table
 * expression: as a subquery of the UPDATE, PostgreSQL may run the locking
 * SELECT again for each row, and each run skips the rows the last one
 * claimed, so its LIMIT bounded nothing (a claim of 5 took 50).
 */
async function claimForPartner({ workerId, partnerId, count, now }: { workerId: string; partnerId: string; count: number; now: Date }): Promise<string[]> {
  const leaseUntil = new Date(now.getTime() + env().WEBHOOK_LEASE_MS);
  const claimed = await writeOneStatement((queries) =>
    queries
      .with(
        (cte) => cte("picked").materialized(),
        (picking) => skipLockedRows(picking.selectFrom("WebhookDelivery").select("id").where("partnerId", "=", partnerId).where(isClaimable(now)).orderBy("nextAttemptAt", "asc").limit(count)),
      )
      .updateTable("WebhookDelivery")
      .set({ leaseUntil, leaseOwner: workerId, updatedAt: now })
      .where("id", "in", (eb) => eb.selectFrom("picked").select("picked.id"))
      .where(isDue(now))
      .returning("WebhookDelivery.id")
      .execute(),
  );
  return claimed.map((row) => row.id);
}

export interface ClaimedDelivery {
  id: string;
  partnerId: string;
}

/**
 * Claims due deliveries for a worker's `free` slots, shared fairly between
 * the partners that have some (./share-slots.ts) given what the worker has
 * in flight for each.
 */
export async function claimDueDeliveries({
  workerId,
  free,
  perPartner,
  inFlight,
  now = new Date(),
}: {
  workerId: string;
  free: number;
  perPartner: number;
  inFlight: ReadonlyMap<string, number>;
  now?: Date;
}): Promise<ClaimedDelivery[]> {
  if (free <= 0) return [];
  const shares = shareSlots({ free, perPartner, inFlight, due: await dueWork(now) });
  const claims = await Promise.all(
    [...shares].map(async ([partnerId, count]) => (await claimForPartner({ workerId, partnerId, count, now })).map((id) => ({ id, partnerId }))),
  );
  return claims.flat();
}

/** When the earliest pending delivery falls due, or a paused endpoint's pause ends, after `after`; null when neither happens. */
export async function nextDeliveryDueAt(after: Date): Promise<Date | null> {
  const [delivery, pause] = await Promise.all([
    read((queries) =>
      queries
        .selectFrom("WebhookDelivery")
        .select("nextAttemptAt as at")
        .where("status", "=", "pending")
        .where("nextAttemptAt", ">", after)
        .orderBy("nextAttemptAt", "asc")
        .limit(1)
        .executeTakeFirst(),
    ),
    read((queries) =>
      queries.selectFrom("WebhookEndpoint").select("pausedUntil as at").where("pausedUntil", ">", after).orderBy("pausedUntil", "asc").limit(1).executeTakeFirst(),
    ),
  ]);
  const times = [delivery?.at, pause?.at].filter((at): at is Date => at instanceof Date);
  return times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}
