import "server-only";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import pg from "pg";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/log/logger";
import { dateFromStored, postgresTime } from "./stored-values";

const globalForPool = globalThis as unknown as { loandeskPostgresPool?: pg.Pool; loandeskStatementNames?: Map<string, string> };

/**
 * The process's one pool: the query layer, the rate limiter and the
 * LISTEN connection share it, so DATABASE_POOL_SIZE bounds them all.
 */
export function postgresPool(): pg.Pool {
  if (!globalForPool.loandeskPostgresPool) {
    const { DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_QUERY_TIMEOUT_MS } = env();
    const pool = new pg.Pool({
      connectionString: DATABASE_URL,
      max: DATABASE_POOL_SIZE,
      // Every connection opened stays open (pg-pool closes idle ones only above
      // `min`): a fresh one costs PostgreSQL a backend, its catalogue caches and
      // a plan for each prepared statement, all paid by the requests of a rise in
      // load after a quiet spell (decision 0194). max_connections must hold the
      // pools' sizes in any case.
      min: DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 5_000,
      // Without it a query on a connection whose server froze or dropped off the
      // network waits forever, and so does the request; with it the query fails
      // ("Query read timeout") and the request gets a 503.
      query_timeout: DATABASE_QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server dropped; the pool replaces it. Unheard, the event would end the process.
    pool.on("error", (error) => logger.warn({ err: error }, "idle database connection lost"));
    globalForPool.loandeskPostgresPool = pool;
  }
  return globalForPool.loandeskPostgresPool;
}

/** The pool's connections now, for the metrics scrape; null before the process opened one (or on SQLite). */
export function postgresPoolUse(): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = globalForPool.loandeskPostgresPool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 } : null;
}

export async function closePostgresPool(): Promise<void> {
  const pool = globalForPool.loandeskPostgresPool;
  globalForPool.loandeskPostgresPool = undefined;
  await pool?.end();
}

// Prisma's schema keeps DateTime in `timestamp(3)` columns as UTC, which
// node-postgres would read as local time; COUNT and SUM come as int8 or
// numeric text; a date would become a Date at local midnight. All are read as
// the layer returns them on SQLite: a Date, a number, `YYYY-MM-DD` text.
const TIMESTAMP_OID = 1114;
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === TIMESTAMP_OID) return dateFromStored;
    if (oid === DATE_OID) return (text: string) => text;
    if (oid === INT8_OID || oid === NUMERIC_OID) return Number;
    return pg.types.getTypeParser(oid, format ?? "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

const bindable = (value: unknown): unknown => (value instanceof Date ? postgresTime(value) : value);

// Bulk inserts make a statement per row count; only the statements that repeat are worth preparing.
const MAX_NAMED_PARAMETERS = 100;
const MAX_NAMED_STATEMENTS = 1_000;

// Each distinct statement gets a name, so each connection parses and plans it
// once. The names live beside the pool they are prepared on: route handlers
// and the background jobs each load their own copy of this module, and two
// copies numbering apart gave two statements one name on a shared connection.
const names = (globalForPool.loandeskStatementNames ??= new Map<string, string>());

function statementName(sql: string, parameters: number): string | undefined {
  if (parameters > MAX_NAMED_PARAMETERS) return undefined;
  let name = names.get(sql);
  if (!name && names.size < MAX_NAMED_STATEMENTS) {
    name = `loandesk_${names.size + 1}`;
    names.set(sql, name);
  }
  return name;
}

// node-postgres's own errors, from the server, carry an SQLSTATE; an error
// without one (a timeout, a dropped socket) leaves the connection in an
// unknown state, and it is closed rather than handed to the next request.
const brokenConnection = (error: unknown): boolean => !(typeof error === "object" && error !== null && "code" in error && typeof error.code === "string");

function layerClient(client: pg.PoolClient): PostgresPoolClient {
  let broken = false;
  const query = async <R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
    try {
      const result = await client.query<R & pg.QueryResultRow>({ name: statementName(sql, parameters.length), text: sql, values: parameters.map(bindable), types: TYPES });
      return { command: result.command as PostgresQueryResult<R>["command"], rowCount: result.rowCount ?? 0, rows: result.rows };
    } catch (error) {
      broken ||= brokenConnection(error);
      throw error;
    }
  };
  return {
    query: query as PostgresPoolClient["query"],
    release: () => client.release(broken),
  };
}

/** The pool as Kysely's dialect wants it: named statements, and values mapped as on SQLite (lib/db/stored-values.ts). */
export const layerPool = (): PostgresPool => ({
  connect: async () => layerClient(await postgresPool().connect()),
  end: closePostgresPool,
});
