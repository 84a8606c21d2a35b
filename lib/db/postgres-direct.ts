import pg from "pg";
import { postgresPool } from "./postgres-pool";
import { insertStatement, type Row, type SqlValue } from "./sql-rows";

/** Statements on a pooled PostgreSQL connection, written with `?` placeholders like SQLite's. */
export interface PostgresSession {
  get<T>(sql: string, ...params: SqlValue[]): Promise<T | undefined>;
  all<T>(sql: string, ...params: SqlValue[]): Promise<T[]>;
  /** The number of rows changed. */
  run(sql: string, ...params: SqlValue[]): Promise<number>;
}

interface NamedStatement {
  name: string;
  text: string;
}

const globalForPool = globalThis as unknown as { loandeskDirectStatementNames?: Map<string, NamedStatement> };

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
// The names live beside the pool they are prepared on: route handlers and the
// background jobs each load their own copy of this module, and two copies
// numbering apart gave two statements one name on a shared connection.
const prepared = (globalForPool.loandeskDirectStatementNames ??= new Map<string, NamedStatement>());

function statement(sql: string): NamedStatement {
  let found = prepared.get(sql);
  if (!found) {
    found = { name: `loandesk_direct_${prepared.size + 1}`, text: numberedPlaceholders(sql) };
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
export async function runTogether(session: PostgresSession, statements: { sql: string; params: SqlValue[] }[]): Promise<void> {
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
