import Database from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";

/**
 * Counts rows straight from the database under test, to show that a refused
 * request stored nothing. `where` is a trusted SQL condition written by tests.
 */
export async function countRows(table: string, where: string, params: unknown[] = []): Promise<number> {
  const url = inject("databaseUrl");
  const sql = `SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`;
  if (url.startsWith("file:")) {
    const db = new Database(url.slice("file:".length), { readonly: true });
    try {
      const row = db.prepare(sql.replace(/\$\d+/g, "?")).get(...params) as { n: number };
      return Number(row.n);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(sql, params);
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
