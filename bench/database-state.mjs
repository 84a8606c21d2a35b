// How many loans the bench's database holds and how much disk it takes, read
// before each headline run: the booking runs add rate x seconds loans each,
// and a run's figures are only comparable with another's at a like size.
import { existsSync, statSync } from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";

const mib = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** The SQLite file and its write-ahead log, read through a read-only connection of its own beside the server's. */
export function sqliteState(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const { loans } = db.prepare('SELECT count(*) AS loans FROM "Loan"').get();
    const bytes = [file, `${file}-wal`].reduce((sum, name) => sum + (existsSync(name) ? statSync(name).size : 0), 0);
    return { loans, mib: mib(bytes) };
  } finally {
    db.close();
  }
}

export async function postgresState(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS loans, pg_database_size(current_database())::bigint AS bytes FROM "Loan"');
    return { loans: rows[0].loans, mib: mib(Number(rows[0].bytes)) };
  } finally {
    await client.end();
  }
}
