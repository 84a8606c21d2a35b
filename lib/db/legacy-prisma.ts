// TRANSITION (issue 15): Prisma Client, until every module is on the query layer (lib/db/client.ts).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { env, isPostgres, sqlitePath } from "@/lib/config/env";
import { PrismaClient as PostgresClient } from "@/lib/generated/postgres/client";
import { Prisma, PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import { closePostgresPool, postgresPool } from "./postgres-pool";
import { closeSqliteDirect } from "./sqlite-direct";
import { disconnect as disconnectLayer } from "./database";
import { holdingWriteGate } from "./write-gate";

export type Db = SqliteClient;
export type Tx = Prisma.TransactionClient;

const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

function createClient(): { client: Db; postgres: boolean } {
  const { DATABASE_URL, SQLITE_BUSY_TIMEOUT_MS } = env();
  if (isPostgres(DATABASE_URL)) {
    // Both clients are generated from the one schema and differ only in the
    // isolation levels their $transaction accepts, which this code never sets.
    const client = new PostgresClient({ adapter: new PrismaPg(postgresPool()), transactionOptions: TRANSACTION_OPTIONS }) as unknown as Db;
    return { client, postgres: true };
  }
  const adapter = new PrismaBetterSQLite3({ url: sqlitePath(DATABASE_URL), timeout: SQLITE_BUSY_TIMEOUT_MS });
  return { client: new SqliteClient({ adapter, transactionOptions: TRANSACTION_OPTIONS }), postgres: false };
}

interface Database {
  client: Db;
  postgres: boolean;
  ready: Promise<void>;
}

const globalForDb = globalThis as unknown as { loandeskDb?: Database };

function database(): Database {
  if (!globalForDb.loandeskDb) {
    const { client, postgres } = createClient();
    const ready = postgres
      ? Promise.resolve()
      : // Per-connection settings; the adapter keeps a single connection.
        client
          .$executeRawUnsafe("PRAGMA foreign_keys = ON")
          .then(() => client.$executeRawUnsafe("PRAGMA synchronous = FULL"))
          .then(() => undefined);
    globalForDb.loandeskDb = { client, postgres, ready };
  }
  return globalForDb.loandeskDb;
}

/**
 * A unit of work that changes data, in one transaction.
 *
 * The SQLite adapter runs every query on one connection and only
 * transactions take its lock, so a query issued outside a transaction would
 * run inside whichever transaction is open at that moment and share its fate.
 * Hence on SQLite reads go through a transaction too (see `read`), and a
 * write holds the gate that keeps the direct connection's writes out
 * (lib/db/sqlite-direct.ts).
 */
export async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = database();
  await db.ready;
  return db.postgres ? db.client.$transaction(work) : holdingWriteGate(() => db.client.$transaction(work));
}

/** A read: a transaction on SQLite (see `write`), the pool directly on PostgreSQL. */
export async function read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = database();
  await db.ready;
  return db.postgres ? work(db.client) : db.client.$transaction(work);
}

export function usesPostgres(): boolean {
  return database().postgres;
}

export async function disconnectLegacy(): Promise<void> {
  if (globalForDb.loandeskDb) {
    await globalForDb.loandeskDb.client.$disconnect();
    globalForDb.loandeskDb = undefined;
  }
  closeSqliteDirect();
  await closePostgresPool();
}

/** Both layers' connections: Prisma Client's, the direct ones and the query layer's. */
export async function disconnect(): Promise<void> {
  await disconnectLegacy();
  await disconnectLayer();
}

export { Prisma };
