import Database, { type Statement } from "better-sqlite3";
import { env, sqlitePath } from "@/lib/config/env";
import { insertStatement, type Row, type SqlValue } from "./sql-rows";
import { whenWriteGateOpen } from "./write-gate";

/** Statements on the direct connection; each call runs to its end before anything else can. */
export interface SqliteSession {
  get<T>(sql: string, ...params: SqlValue[]): T | undefined;
  all<T>(sql: string, ...params: SqlValue[]): T[];
  /** The number of rows changed. */
  run(sql: string, ...params: SqlValue[]): number;
}

type Work = (session: SqliteSession) => unknown;

interface Direct {
  session: SqliteSession;
  /** A transaction; a savepoint when called inside another. */
  transaction: Database.Transaction<(work: Work) => unknown>;
  /** False once SQLite has rolled the open transaction back by itself (disk full, I/O error). */
  inTransaction: () => boolean;
  close: () => void;
}

const globalForDirect = globalThis as unknown as { loandeskSqliteDirect?: Direct };

function open(): Direct {
  const { DATABASE_URL, SQLITE_BUSY_TIMEOUT_MS } = env();
  const db = new Database(sqlitePath(DATABASE_URL), { timeout: SQLITE_BUSY_TIMEOUT_MS });
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = FULL");
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const session: SqliteSession = {
    get: <T>(sql: string, ...params: SqlValue[]) => prepared(sql).get(...params) as T | undefined,
    all: <T>(sql: string, ...params: SqlValue[]) => prepared(sql).all(...params) as T[],
    run: (sql, ...params) => prepared(sql).run(...params).changes,
  };
  return {
    session,
    transaction: db.transaction((work: Work) => work(session)),
    inTransaction: () => db.inTransaction,
    close: () => db.close(),
  };
}

function direct(): Direct {
  return (globalForDirect.loandeskSqliteDirect ??= open());
}

/**
 * A read on the direct connection, in one snapshot.
 *
 * The partner API's hot paths skip Prisma on SQLite: its query compiler and
 * its interactive transactions on the adapter's one connection were most of
 * the cost of a request (docs/performance.md). Work given here is
 * synchronous, so no other request's statements can run in its transaction.
 */
export function sqliteRead<T>(work: (session: SqliteSession) => T): T {
  return direct().transaction.deferred(work) as T;
}

interface PendingWrite {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

let pending: PendingWrite[] = [];
let flushScheduled = false;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Commits every write queued so far in one transaction, each in its own
 * savepoint: a write that throws is undone alone, and the rest share one
 * commit, so one fsync (synchronous = FULL) acknowledges them all.
 */
function flushWrites(): void {
  flushScheduled = false;
  const batch = pending;
  pending = [];
  const outcomes: Outcome[] = [];
  try {
    const { transaction, inTransaction } = direct();
    transaction.immediate(() => {
      for (const write of batch) {
        try {
          outcomes.push({ ok: true, value: transaction(write.work) });
        } catch (error) {
          // The savepoint is undone; if SQLite ended the whole transaction,
          // nothing of the batch stands and every write fails with it.
          if (!inTransaction()) throw error;
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    for (const write of batch) write.reject(error);
    return;
  }
  batch.forEach((write, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) write.resolve(outcome.value);
    else write.reject(outcome?.error);
  });
}

/**
 * A write on the direct connection: `work` runs in a transaction that holds
 * SQLite's write lock from its start, together with the other writes queued
 * in the same turn of the event loop (group commit). It waits while a
 * Prisma transaction is open on the other connection: that one may hold the
 * lock across awaits, and a synchronous wait for it here would block the
 * very event loop it needs.
 */
export function sqliteWrite<T>(work: (session: SqliteSession) => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(() => void whenWriteGateOpen(flushWrites));
    }
  });
}

/** The adapter's timestamp format, so Prisma reads back what is written here. */
export const sqliteTime = (date: Date): string => date.toISOString().replace("Z", "+00:00");

/** An INSERT of `rows` into `table`; the rows of one call share their columns. */
export function insertRows(session: SqliteSession, table: string, rows: Row[]): void {
  const statement = insertStatement(table, rows, sqliteTime);
  if (statement) session.run(statement.sql, ...statement.params);
}

export function closeSqliteDirect(): void {
  globalForDirect.loandeskSqliteDirect?.close();
  globalForDirect.loandeskSqliteDirect = undefined;
}
