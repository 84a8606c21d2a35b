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
 * Runs statements in one transaction on a test's own database whose server
 * is stopped, to put it in a state the service itself would not write.
 * Parameters are written `$1, $2, ...`; the SQL is trusted text.
 */
export async function changeDatabase(statements: { sql: string; params?: unknown[] }[], databaseUrl: string): Promise<void> {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length));
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
