import "server-only";
import { sql, type Compilable, type Kysely, type OperationNodeSource } from "kysely";
import type { DB } from "@/lib/generated/kysely/database";
import { layer } from "./database";

/**
 * The query layer: every query is written once with Kysely against `DB`
 * (generated from prisma/schema.prisma) and runs on whichever database
 * lib/db/database.ts chose. Domain code gets a `Queries` from `read`,
 * `write` or `writeOneStatement` and never asks which database it is on;
 * what must differ between the databases is a named helper: changeTogether
 * here, the row and key locks (locks.ts), notifyOnCommit (notify.ts), the
 * hot paths' compiled queries (compiled.ts), or lib/db/sql-functions.ts.
 */
export type Queries = Kysely<DB>;

/** An INSERT, UPDATE or DELETE built on a `Queries`, for changeTogether. */
export type AnyChange = Compilable<unknown> & OperationNodeSource;

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
      setImmediate(() => void flushWrites(db));
    }
  });
}

/**
 * A unit of work that changes data, all or nothing, in one transaction.
 * Give it only database work, through the `queries` it hands you: on SQLite
 * it holds the process's one connection, so a `read` or `write` started
 * inside it would wait for that connection forever.
 */
export function write<T>(work: (queries: Queries) => Promise<T>): Promise<T> {
  const { db, kind } = layer();
  return kind === "sqlite" ? queueSqliteWrite(db, work) : db.transaction().execute(work);
}

/**
 * Reads: each statement runs by itself and sees what was committed when it
 * started, on both databases (on SQLite the one connection takes statements
 * in turn, never inside another request's open write). No transaction
 * around them: on SQLite its BEGIN and COMMIT cost a read as much as its
 * query did, and PostgreSQL never had one. A read that needs several rows
 * consistent with each other reads them in one statement.
 */
export function read<T>(work: (queries: Queries) => Promise<T>): Promise<T> {
  return work(layer().db);
}

/**
 * One statement that changes data and needs nothing read before it in the
 * same transaction (an INSERT … ON CONFLICT DO NOTHING, a guarded UPDATE or
 * DELETE, a changeTogether): a statement is atomic by itself, so on
 * PostgreSQL it runs on the pool with no BEGIN/COMMIT around it (one round
 * trip, not three); on SQLite it joins the group commit of `write`. `work`
 * must run exactly one statement.
 */
export function writeOneStatement<T>(work: (queries: Queries) => Promise<T>): Promise<T> {
  const { db, kind } = layer();
  return kind === "postgres" ? work(db) : write(work);
}

/**
 * Several changes, all or nothing: on PostgreSQL one statement, each change
 * a WITH query, so a booking, or an update and the audit rows it leaves,
 * cost one round trip (foreign keys between them are checked at the
 * statement's end); on SQLite one after the other, inside the caller's
 * write. All of them see the data as it was before the statement, so a
 * change that must see another's effect (a row deleted and inserted again
 * under its id) goes in a statement of its own.
 */
export async function changeTogether(queries: Queries, changes: AnyChange[]): Promise<void> {
  if (changes.length === 0) return;
  if (layer().kind === "sqlite") {
    for (const change of changes) await queries.executeQuery(change.compile());
    return;
  }
  const parts = changes.map((change, index) => sql`${sql.id(`change_${index}`)} AS (${change})`);
  await sql`WITH ${sql.join(parts)} SELECT 1`.execute(queries);
}
