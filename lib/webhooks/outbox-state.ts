import "server-only";
import { read } from "@/lib/db/transactions";

export interface OutboxState {
  /** Deliveries not yet settled (succeeded or failed): due now, leased to a worker, or waiting for a retry. */
  pending: number;
  /** When the oldest of them was queued; null when none is pending. */
  oldestQueuedAt: Date | null;
  /** The earliest time one of them was due; at or before now when a worker is behind. */
  earliestDueAt: Date | null;
}

/**
 * The outbox as a scrape reads it: each figure one statement over the
 * pending deliveries only (the index on status and next attempt), so its
 * cost follows the backlog, not the history of deliveries.
 */
export async function outboxState(): Promise<OutboxState> {
  return read(async (queries) => {
    const pending = queries.selectFrom("WebhookDelivery").where("status", "=", "pending");
    const [counted, oldest, earliest] = await Promise.all([
      pending.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
      pending.select("createdAt").orderBy("createdAt").limit(1).executeTakeFirst(),
      pending.select("nextAttemptAt").where("nextAttemptAt", "is not", null).orderBy("nextAttemptAt").limit(1).executeTakeFirst(),
    ]);
    return { pending: Number(counted.count), oldestQueuedAt: oldest?.createdAt ?? null, earliestDueAt: earliest?.nextAttemptAt ?? null };
  });
}
