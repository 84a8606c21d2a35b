import "server-only";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  SqliteQueryCompiler,
  ValueNode,
  type Dialect,
  type Driver,
  type LimitNode,
  type OffsetNode,
  type OperationNode,
  type SqliteDatabase,
} from "kysely";
import { env, isPostgres, sqlitePath } from "@/lib/config/env";
import type { DB } from "@/lib/generated/kysely/database";
import { statementSpans } from "@/lib/tracing/statement-spans";
import { layerPool } from "./postgres-pool";
import { openSqlite } from "./sqlite-database";

export type DatabaseKind = "sqlite" | "postgres";

/**
 * A write takes SQLite's write lock at its start (BEGIN IMMEDIATE): one that
 * read first and then wrote could find another process had written since
 * its snapshot, and fail at once instead of waiting its turn.
 */
function writeFirstDriver(database: SqliteDatabase): Driver {
  const stock = new SqliteDriver({ database });
  return {
    init: () => stock.init(),
    acquireConnection: () => stock.acquireConnection(),
    beginTransaction: async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    },
    commitTransaction: (connection) => stock.commitTransaction(connection),
    rollbackTransaction: (connection) => stock.rollbackTransaction(connection),
    savepoint: (connection, name, compile) => stock.savepoint(connection, name, compile),
    rollbackToSavepoint: (connection, name, compile) => stock.rollbackToSavepoint(connection, name, compile),
    releaseSavepoint: (connection, name, compile) => stock.releaseSavepoint(connection, name, compile),
    releaseConnection: () => stock.releaseConnection(),
    destroy: () => stock.destroy(),
  };
}

const wholeNumber = (node: OperationNode): number | null =>
  ValueNode.is(node) && typeof node.value === "number" && Number.isSafeInteger(node.value) ? node.value : null;

/**
 * Writes a LIMIT or OFFSET that is a whole number into the SQL rather than
 * binding it. SQLite plans LIMIT from its value, so a statement whose LIMIT
 * is a parameter is compiled again every time a value is bound (perf showed
 * it as almost half of a loan read's time inside SQLite); a page size or a
 * `limit(1)` is one of a few values, each kept prepared.
 */
class LiteralLimitCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const count = wholeNumber(node.limit);
    if (count === null) super.visitLimit(node);
    else this.append(`limit ${count}`);
  }

  protected override visitOffset(node: OffsetNode): void {
    const count = wholeNumber(node.offset);
    if (count === null) super.visitOffset(node);
    else this.append(`offset ${count}`);
  }
}

function sqliteDialect(database: SqliteDatabase): Dialect {
  const stock = new SqliteDialect({ database });
  return {
    createAdapter: () => stock.createAdapter(),
    createDriver: () => writeFirstDriver(database),
    createQueryCompiler: () => new LiteralLimitCompiler(),
    createIntrospector: (db) => stock.createIntrospector(db),
  };
}

interface Layer {
  db: Kysely<DB>;
  kind: DatabaseKind;
}

// Route handlers and the background jobs started from instrumentation.ts are
// bundled apart, each with its own copy of this module; the connection is one per process.
const globalForLayer = globalThis as unknown as { loandeskLayer?: Layer };

/** The one place that decides which database the process is on, from DATABASE_URL. */
export function layer(): Layer {
  if (!globalForLayer.loandeskLayer) {
    const { DATABASE_URL, SQLITE_BUSY_TIMEOUT_MS } = env();
    globalForLayer.loandeskLayer = isPostgres(DATABASE_URL)
      ? { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool: layerPool() }), log: statementSpans("postgresql") }), kind: "postgres" }
      : { db: new Kysely<DB>({ dialect: sqliteDialect(openSqlite(sqlitePath(DATABASE_URL), SQLITE_BUSY_TIMEOUT_MS)), log: statementSpans("sqlite") }), kind: "sqlite" };
  }
  return globalForLayer.loandeskLayer;
}

export async function disconnect(): Promise<void> {
  const current = globalForLayer.loandeskLayer;
  globalForLayer.loandeskLayer = undefined;
  await current?.db.destroy();
}

/** Which database the process is on, for what must name it: health checks and logs. */
export const databaseKind = (): DatabaseKind => layer().kind;
