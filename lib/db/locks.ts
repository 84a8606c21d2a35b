import "server-only";
import { sql } from "kysely";
import { layer } from "./database";
import type { Queries } from "./transactions";

/**
 * Locks the selected rows until the transaction ends: FOR UPDATE on
 * PostgreSQL; on SQLite every write transaction already holds the
 * database's one write lock from its start (lib/db/database.ts).
 */
export function forUpdate<Query extends { forUpdate(): Query }>(query: Query): Query {
  return layer().kind === "postgres" ? query.forUpdate() : query;
}

/**
 * Rows the statement may skip when another transaction holds them (FOR
 * UPDATE SKIP LOCKED), so instances sharing a PostgreSQL database work side
 * by side on different rows. SQLite has no row locks: its write transaction
 * is already alone, and the query stays as it is.
 */
export function skipLockedRows<Query extends { forUpdate(): Query; skipLocked(): Query }>(query: Query): Query {
  return layer().kind === "postgres" ? query.forUpdate().skipLocked() : query;
}

/**
 * Makes writers of `key` take turns until the transaction ends, even when
 * there is no row to lock yet (two bookings of one PAN): a PostgreSQL
 * advisory lock; on SQLite the write transaction is already alone.
 */
export async function lockKey(queries: Queries, key: string): Promise<void> {
  if (layer().kind === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(queries);
}
