import Database from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";

/**
 * Rows of a read-only query on the database under test (or on a test's own
 * database, `databaseUrl`). Parameters are written `$1, $2, ...`, as on
 * PostgreSQL; the SQL is trusted text written by tests.
 */
export async function queryRows<T = Record<string, unknown>>(sql: string, params: unknown[] = [], databaseUrl = inject("databaseUrl")): Promise<T[]> {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length), { readonly: true });
    try {
      return db.prepare(sql.replace(/\$\d+/g, "?")).all(...params) as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Counts rows straight from the database under test, to show that a refused
 * request stored nothing. `where` is a trusted SQL condition written by tests.
 */
export async function countRows(table: string, where: string, params: unknown[] = [], databaseUrl = inject("databaseUrl")): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`, params, databaseUrl);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Runs statements in one transaction straight on a test database, to put it
 * in a state the service itself would not write. Parameters are written
 * `$1, $2, ...`; the SQL is trusted text.
 */
export async function changeDatabase(statements: { sql: string; params?: unknown[] }[], databaseUrl: string): Promise<void> {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length), { timeout: 10_000 });
    try {
      db.transaction(() => {
        for (const { sql, params = [] } of statements) db.prepare(sql.replace(/\$\d+/g, "?")).run(...params);
      })();
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const { sql, params = [] } of statements) await client.query(sql, params);
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

/**
 * Inserts one row straight into the database under test, as a fixture the
 * API cannot make (a record from days ago). Dates are written in the form
 * each database's client stores them.
 */
export async function insertRow(table: string, row: Record<string, string | number | Date>, databaseUrl = inject("databaseUrl")): Promise<void> {
  const columns = Object.keys(row);
  const sqlite = databaseUrl.startsWith("file:");
  const params = Object.values(row).map((value) => (value instanceof Date ? (sqlite ? value.toISOString().replace("Z", "+00:00") : value.toISOString()) : value));
  const sql = `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(", ")})`;
  await changeDatabase([{ sql, params }], databaseUrl);
}
