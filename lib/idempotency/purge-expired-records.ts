import "server-only";
import { skipLockedRows } from "@/lib/db/locks";
import { writeOneStatement } from "@/lib/db/transactions";
import { IDEMPOTENCY_WINDOW_MS } from "./idempotency-store";

/**
 * Deletes up to `batchSize` records older than the replay window (contract
 * section 6: 24 h); the number deleted, so the job's loop runs again at once
 * while there are more.
 */
export async function purgeExpiredIdempotencyRecords({ now = new Date(), batchSize = 500 } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  // Oldest first, a batch at a time, so one run never holds the write lock (or
  // a PostgreSQL transaction) for long however many records have piled up;
  // skipping locked rows lets servers sharing a PostgreSQL database purge side by side.
  const result = await writeOneStatement((queries) =>
    queries
      .deleteFrom("IdempotencyRecord")
      .where("id", "in", skipLockedRows(queries.selectFrom("IdempotencyRecord").select("id").where("createdAt", "<", cutoff).orderBy("createdAt").limit(batchSize)))
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows);
}
