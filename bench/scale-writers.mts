// Where bench/scale-database.mts writes its rows: through the query layer
// (lib/db/transactions.ts), as multi-row INSERTs in large batches, one write (one
// transaction) per batch, so dates and values are stored exactly as the app
// stores them; on PostgreSQL the planner's statistics are gathered at the end.
import { sql } from "kysely";
import { disconnect } from "@/lib/db/database";
import { read, write } from "@/lib/db/transactions";
import type { Row, TableRow } from "./scale-rows.mjs";

export interface ScaleStore {
  /** Every row of `table` whose `column` is `value`, as the layer reads it. */
  rowsWhere(table: string, column: string, value: string): Promise<Row[]>;
  /** One batch of rows, in one transaction, parents before children. */
  writeRows(rows: TableRow[]): Promise<void>;
  /** Statistics for the planner where the database keeps them itself (PostgreSQL's autovacuum), then close. */
  finish(): Promise<void>;
}

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

// Within both SQLite's (32,766) and PostgreSQL's (65,535) limit on a statement's parameters.
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 2_000;

export async function openScaleStore(isPostgres: boolean): Promise<ScaleStore> {
  return {
    rowsWhere: (table, column, value) =>
      read(async (queries) => (await sql<Row>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${value}`.execute(queries)).rows),
    writeRows: (rows) =>
      write(async (queries) => {
        for (const { table, columns, rows: groupRows } of groups(rows)) {
          const perStatement = Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length));
          for (let from = 0; from < groupRows.length; from += perStatement) {
            const tuples = groupRows.slice(from, from + perStatement).map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
            await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${sql.join(tuples)}`.execute(queries);
          }
        }
      }),
    // What autovacuum would have done by the time a production book reached this size. No ANALYZE on
    // SQLite: the app never runs it there, so the planner works without statistics as in production.
    finish: async () => {
      if (isPostgres) await write((queries) => sql`ANALYZE`.execute(queries));
      await disconnect();
    },
  };
}
