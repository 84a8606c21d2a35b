import { sql, type Compilable, type InsertResult, type Kysely, type OperationNodeSource } from "kysely";
import type { DB } from "@/lib/generated/kysely/database";
import { layer, type DatabaseKind } from "./database";
import { holdingWriteGate } from "./write-gate";

/**
 * The query layer: every query is written once with Kysely against `DB`
 * (generated from prisma/schema.prisma) and runs on whichever database
 * lib/db/database.ts chose. Domain code gets a `Queries` from `read` or
 * `write` and never asks which database it is on.
 */
export type Queries = Kysely<DB>;

/** An insert into any table, built on a `Queries`, for insertTogether. */
type AnyInsert = Compilable<InsertResult> & OperationNodeSource;

interface PendingWrite {
  work: (queries: Queries) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

let pending: PendingWrite[] = [];
let flushScheduled = false;

/**
 * Commits every SQLite write queued in one turn of the event loop in one
 * transaction, each in its own savepoint: a write that throws is undone
 * alone, and the rest share one commit, so one fsync (synchronous = FULL)
 * acknowledges them all. The statements run synchronously, so the batch
 * holds the one connection only as long as SQLite works.
 */
async function flushWrites(db: Queries): Promise<void> {
  flushScheduled = false;
  const batch = pending;
  pending = [];
  const outcomes: Outcome[] = [];
  let transaction;
  try {
    transaction = await db.startTransaction().execute();
  } catch (error) {
    for (const write of batch) write.reject(error);
    return;
  }
  try {
    for (const [index, write] of batch.entries()) {
      const name = `write_${index}`;
      const savepoint = await transaction.savepoint(name).execute();
      try {
        outcomes.push({ ok: true, value: await write.work(savepoint) });
        await savepoint.releaseSavepoint(name).execute();
      } catch (error) {
        // If SQLite ended the whole transaction (disk full, I/O error), this
        // throws too, and nothing of the batch stands.
        await savepoint.rollbackToSavepoint(name).execute();
        outcomes.push({ ok: false, error });
      }
    }
    await transaction.commit().execute();
  } catch (error) {
    await transaction.rollback().execute().catch(() => undefined);
    for (const write of batch) write.reject(error);
    return;
  }
  batch.forEach((write, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) write.resolve(outcome.value);
    else write.reject(outcome?.error);
  });
}

function queueSqliteWrite<T>(db: Queries, work: (queries: Queries) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(() => void holdingWriteGate(() => flushWrites(db)));
    }
  });
}

/**
 * A unit of work that changes data, all or nothing, in one transaction.
 * Give it only database work: on SQLite it holds the process's one connection.
 */
export function write<T>(work: (queries: Queries) => Promise<T>): Promise<T> {
  const { db, kind } = layer();
  return kind === "sqlite" ? queueSqliteWrite(db, work) : db.transaction().execute(work);
}

/**
 * Reads. On SQLite they see one snapshot (a read transaction on the one
 * connection, cheap); on PostgreSQL each statement runs on the pool by itself.
 */
export function read<T>(work: (queries: Queries) => Promise<T>): Promise<T> {
  const { db, kind } = layer();
  return kind === "sqlite" ? db.transaction().setAccessMode("read only").execute(work) : work(db);
}

/**
 * Locks the selected rows until the transaction ends: FOR UPDATE on
 * PostgreSQL; on SQLite every write transaction already holds the
 * database's one write lock from its start (lib/db/database.ts).
 */
export function forUpdate<Query extends { forUpdate(): Query }>(query: Query): Query {
  return layer().kind === "postgres" ? query.forUpdate() : query;
}

/**
 * Makes writers of `key` take turns until the transaction ends, even when
 * there is no row to lock yet (two bookings of one PAN): a PostgreSQL
 * advisory lock; on SQLite the write transaction is already alone.
 */
export async function lockKey(queries: Queries, key: string): Promise<void> {
  if (layer().kind === "postgres") await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(queries);
}

/**
 * Tells every instance listening on `channel` (lib/db/postgres-listener.ts)
 * once, and only if, the transaction commits; several in one transaction
 * arrive as one. SQLite has one process, which wakes its own workers.
 */
export async function notifyOnCommit(queries: Queries, channel: string): Promise<void> {
  if (layer().kind === "postgres") await sql`SELECT pg_notify(${channel}, '')`.execute(queries);
}

/**
 * Several inserts, all or nothing. On PostgreSQL they go as one statement
 * (each a WITH query), so a booking costs one round trip; foreign keys
 * between them are checked at the statement's end. Empty inserts are left out.
 */
export async function insertTogether(queries: Queries, inserts: AnyInsert[]): Promise<void> {
  if (inserts.length === 0) return;
  if (layer().kind === "sqlite") {
    for (const insert of inserts) await queries.executeQuery(insert.compile());
    return;
  }
  const changes = inserts.map((insert, index) => sql`${sql.id(`change_${index}`)} AS (${insert})`);
  await sql`WITH ${sql.join(changes)} SELECT 1`.execute(queries);
}

/**
 * Inserts that need nothing read first, stored all or nothing: on
 * PostgreSQL one statement on the pool with no transaction around it; on
 * SQLite a write (group commit).
 */
export function storeTogether(build: (queries: Queries) => AnyInsert[]): Promise<void> {
  const { db, kind } = layer();
  return kind === "postgres" ? insertTogether(db, build(db)) : write((queries) => insertTogether(queries, build(queries)));
}

/** Which database the process is on, for what must name it: health checks and logs. */
export const databaseKind = (): DatabaseKind => layer().kind;

export { disconnect } from "./database";
