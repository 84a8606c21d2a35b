import pg from "pg";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/log/logger";
import { insertStatement, type Row, type SqlValue, type Statement } from "./sql-rows";

/** Statements on a pooled PostgreSQL connection, written with `?` placeholders like SQLite's. */
export interface PostgresSession {
  get<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined>;
  all<T>(sql: string, ...params: SqlValue[]): Promise<T[]>;
  /** The number of rows changed. */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
}

interface PreparedStatement {
  name: string;
  text: string;
}

const globalForPool = globalThis as unknown as { loandeskPostgresPool?: pg.Pool; loandeskPreparedStatements?: Map<string, PreparedStatement> };

/**
 * The process's one pool: Prisma's adapter and the direct queries share it,
 * so DATABASE_POOL_SIZE bounds both.
 */
export function postgresPool(): pg.Pool {
  if (!globalForPool.loandeskPostgresPool) {
    const { DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_QUERY_TIMEOUT_MS } = env();
    const pool = new pg.Pool({
      connectionString: DATABASE_URL,
      max: DATABASE_POOL_SIZE,
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

export async function closePostgresPool(): Promise<void> {
  const pool = globalForPool.loandeskPostgresPool;
  globalForPool.loandeskPostgresPool = undefined;
  await pool?.end();
}

/** Prisma keeps DateTime in `timestamp(3)` columns as UTC; node-postgres would read them as local time. */
const TIMESTAMP_OID = 1114;
export const parseUtcTimestamp = (text: string): Date => new Date(`${text.replace(" ", "T")}Z`);
const TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID ? parseUtcTimestamp : pg.types.getTypeParser(oid, format ?? "text")) as pg.CustomTypesConfig["getTypeParser"],
};

/** A UTC wall-clock time for a `timestamp` column; the zone is dropped by the cast, as Prisma expects. */
export const postgresTime = (date: Date): string => date.toISOString();

/** SQLite's `?` placeholders as PostgreSQL's `$1`, `$2`, ...; no statement here has a `?` of its own. */
export function numberedPlaceholders(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

// Each distinct statement gets a name, so each connection parses and plans it once.
// A name means one statement on every connection of the pool, and the pool is
// shared by every copy of this module the bundler makes (the start hook has its
// own): the names are kept beside it, or two copies would give one name two texts.
const prepared = (globalForPool.loandeskPreparedStatements ??= new Map<string, PreparedStatement>());

function statement(sql: string): PreparedStatement {
  let found = prepared.get(sql);
  if (!found) {
    found = { name: `loandesk_${prepared.size + 1}`, text: numberedPlaceholders(sql) };
    prepared.set(sql, found);
  }
  return found;
}

function sessionOn(queryable: pg.Pool | pg.PoolClient): PostgresSession {
  const query = async <T extends pg.QueryResultRow>(sql: string, values: SqlValue[]) =>
    queryable.query<T>({ ...statement(sql), values, types: TYPES });
  return {
    get: async <T>(sql: string, ...params: SqlValue[]) => (await query(sql, params)).rows[0] as T | undefined,
    all: async <T>(sql: string, ...params: SqlValue[]) => (await query(sql, params)).rows as T[],
    run: async (sql, ...params) => (await query(sql, params)).rowCount ?? 0,
  };
}

/**
 * Statements straight on the pool, each its own transaction on whichever
 * connection is free. The partner API's hot paths use this and
 * postgresWrite rather than Prisma, whose query compiler was most of their
 * cost (docs/performance.md).
 */
export async function postgresAutocommit<T>(work: (session: PostgresSession) => Promise<T>): Promise<T> {
  return work(sessionOn(postgresPool()));
}

/** `work` in one transaction on one connection; a connection that cannot even roll back is thrown away. */
export async function postgresWrite<T>(work: (session: PostgresSession) => Promise<T>): Promise<T> {
  const client = await postgresPool().connect();
  let broken = false;
  try {
    await client.query("BEGIN");
    const result = await work(sessionOn(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** An INSERT of `rows` into `table`; the rows of one call share their columns. */
export async function insertPostgresRows(session: PostgresSession, table: string, rows: Row[]): Promise<void> {
  const insert = insertStatement(table, rows, postgresTime);
  if (insert) await session.run(insert.sql, ...insert.params);
}

/**
 * Several data-changing statements as one, each a WITH query: one round
 * trip, and all or nothing, for a statement is its own transaction. They
 * see one snapshot and not each other's changes; foreign keys between them
 * are checked at the statement's end.
 */
export async function runTogether(session: PostgresSession, statements: Statement[]): Promise<void> {
  const sql = `WITH ${statements.map((statement, index) => `"change_${index}" AS (${statement.sql})`).join(", ")} SELECT 1`;
  await session.run(sql, ...statements.flatMap((statement) => statement.params));
}

/** Rows for several tables in one statement (see runTogether): one round trip instead of BEGIN, the INSERTs and COMMIT. */
export async function insertPostgresRowsTogether(tables: { table: string; rows: Row[] }[]): Promise<void> {
  await runTogether(
    sessionOn(postgresPool()),
    tables.flatMap(({ table, rows }) => insertStatement(table, rows, postgresTime) ?? []),
  );
}
