// Where bench/scale-database.mts writes its rows: straight into the SQLite file
// (prepared statements in large transactions) or into PostgreSQL (multi-row
// INSERTs in large batches, then ANALYZE). `writeRows` is the one function to
// move onto the query layer's bulk insert.
import Database from "better-sqlite3";
import pg from "pg";
import { postgresTime } from "@/lib/db/postgres-direct";
import { sqliteTime } from "@/lib/db/sqlite-direct";
import { sqlitePath } from "@/lib/config/env";
import type { Row, TableRow, Value } from "./scale-rows.mjs";

export interface ScaleStore {
  /** Every row of `table` whose `column` is `value`, as the driver reads it. */
  rowsWhere(table: string, column: string, value: string): Promise<Row[]>;
  /** One batch of rows, in one transaction, parents before children. */
  writeRows(rows: TableRow[]): Promise<void>;
  /** Statistics for the planner where the database keeps them itself (PostgreSQL's autovacuum), then close. */
  finish(): Promise<void>;
}

const quoted = (name: string) => `"${name}"`;

/** The rows grouped by table and column set, in the order each group first appears, so parents are written first. */
function groups(rows: TableRow[]): { table: string; columns: string[]; rows: Row[] }[] {
  const byKey = new Map<string, { table: string; columns: string[]; rows: Row[] }>();
  for (const { table, row } of rows) {
    const columns = Object.keys(row).sort();
    const key = `${table}:${columns.join(",")}`;
    const group = byKey.get(key) ?? { table, columns, rows: [] };
    group.rows.push(row);
    byKey.set(key, group);
  }
  return [...byKey.values()];
}

function sqliteStore(url: string): ScaleStore {
  const db = new Database(sqlitePath(url));
  // Only this build's connection, and a failed build is thrown away.
  db.pragma("synchronous = OFF");
  db.pragma("cache_size = -262144");
  const statements = new Map<string, Database.Statement>();
  const statement = (table: string, columns: string[]) => {
    const key = `${table}:${columns.join(",")}`;
    const found = statements.get(key);
    if (found) return found;
    const made = db.prepare(`INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
    statements.set(key, made);
    return made;
  };
  const stored = (value: Value) => (value instanceof Date ? sqliteTime(value) : value);
  const write = db.transaction((rows: TableRow[]) => {
    for (const { table, row } of rows) {
      const columns = Object.keys(row);
      statement(table, columns).run(...columns.map((column) => stored(row[column] ?? null)));
    }
  });
  return {
    rowsWhere: async (table, column, value) => db.prepare(`SELECT * FROM ${quoted(table)} WHERE ${quoted(column)} = ?`).all(value) as Row[],
    writeRows: async (rows) => write(rows),
    // No ANALYZE: the app never runs it on SQLite, so the planner works without statistics there as it does in production.
    finish: async () => {
      db.pragma("wal_checkpoint(TRUNCATE)");
      db.close();
    },
  };
}

/** PostgreSQL allows 65,535 parameters a statement; a few thousand rows a statement is past the point of diminishing returns. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS = 2_000;

async function postgresStore(url: string): Promise<ScaleStore> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stored = (value: Value) => (value instanceof Date ? postgresTime(value) : value);
  return {
    rowsWhere: async (table, column, value) => (await client.query<Row>(`SELECT * FROM ${quoted(table)} WHERE ${quoted(column)} = $1`, [value])).rows,
    writeRows: async (rows) => {
      await client.query("BEGIN");
      try {
        // Only this build's transactions, and a failed build is thrown away.
        await client.query("SET LOCAL synchronous_commit = off");
        for (const { table, columns, rows: groupRows } of groups(rows)) {
          const perStatement = Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length));
          for (let from = 0; from < groupRows.length; from += perStatement) {
            const chunk = groupRows.slice(from, from + perStatement);
            const tuples = chunk.map((_, index) => `(${columns.map((__, column) => `$${index * columns.length + column + 1}`).join(", ")})`);
            const values = chunk.flatMap((row) => columns.map((column) => stored(row[column] ?? null)));
            await client.query(`INSERT INTO ${quoted(table)} (${columns.map(quoted).join(", ")}) VALUES ${tuples.join(", ")}`, values);
          }
        }
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
    // What autovacuum would have done by the time a production book reached this size.
    finish: async () => {
      await client.query("ANALYZE");
      await client.end();
    },
  };
}

export async function openScaleStore(url: string): Promise<ScaleStore> {
  return url.startsWith("file:") ? sqliteStore(url) : postgresStore(url);
}
