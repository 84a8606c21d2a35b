import { usesPostgres } from "@/lib/db/legacy-prisma";
import { postgresAutocommit, postgresTime } from "@/lib/db/postgres-direct";
import { sqliteTime, sqliteWrite } from "@/lib/db/sqlite-direct";
import { IDEMPOTENCY_WINDOW_MS } from "./idempotency-store";

// Oldest first, a batch at a time, so one run never holds the write lock (or
// a PostgreSQL transaction) for long however many records have piled up.
// SKIP LOCKED lets servers sharing a PostgreSQL database purge side by side.
const PURGE_SQLITE =
  'DELETE FROM "IdempotencyRecord" WHERE "id" IN (SELECT "id" FROM "IdempotencyRecord" WHERE "createdAt" < ? ORDER BY "createdAt" LIMIT ?)';
const PURGE_POSTGRES =
  'DELETE FROM "IdempotencyRecord" WHERE "id" IN (SELECT "id" FROM "IdempotencyRecord" WHERE "createdAt" < ? ORDER BY "createdAt" LIMIT ? FOR UPDATE SKIP LOCKED)';

/**
 * Deletes up to `batchSize` records older than the replay window (contract
 * section 6: 24 h); the number deleted, so the job's loop runs again at once
 * while there are more.
 */
export async function purgeExpiredIdempotencyRecords({ now = new Date(), batchSize = 500 } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  if (usesPostgres()) return postgresAutocommit((session) => session.run(PURGE_POSTGRES, postgresTime(cutoff), batchSize));
  return sqliteWrite((session) => session.run(PURGE_SQLITE, sqliteTime(cutoff), batchSize));
}
