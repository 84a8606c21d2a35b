import { write, type Queries } from "./client";
import { layer } from "./database";

/**
 * One statement that changes data and needs nothing read before it in the
 * same transaction (an INSERT … ON CONFLICT DO NOTHING, a guarded UPDATE or
 * DELETE): a statement is atomic by itself, so on PostgreSQL it runs on the
 * pool with no BEGIN/COMMIT around it (one round trip, not three); on SQLite
 * it joins the group commit of `write`. `work` must run exactly one statement.
 */
export function writeOneStatement<T>(work: (queries: Queries) => Promise<T>): Promise<T> {
  const { db, kind } = layer();
  return kind === "postgres" ? work(db) : write(work);
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
