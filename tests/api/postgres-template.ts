import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { ROOT } from "./server";

/**
 * A database every migration has been applied to, which the files' own servers copy
 * (`CREATE DATABASE … TEMPLATE`) instead of each migrating a new one from 0001: on the
 * shared machine a copy took 0.6-1.2 s, an empty database and its migrations 1.3-1.8 s.
 * The copy's ledger lists every migration with its checksum, so the server's start finds
 * nothing to apply. The template's tables are empty and no data step writes a row into
 * empty tables, so it holds nothing sealed under any data key.
 */
export const MIGRATED_TEMPLATE = "loandesk_migrated_template";

/** The URL of database `name` on the cluster `url` points at. */
export function databaseUrlNamed(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Makes the template afresh on the cluster `url` points at, migrated by `npm run db:migrate`'s script. */
export async function createMigratedTemplate(url: string): Promise<void> {
  await adminQuery(url, `DROP DATABASE IF EXISTS "${MIGRATED_TEMPLATE}" WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE "${MIGRATED_TEMPLATE}"`);
  await promisify(execFile)(process.execPath, ["--conditions=react-server", "--import", "tsx", path.join("scripts", "migrate.ts")], {
    cwd: ROOT,
    env: { ...process.env, LOANDESK_MODE: "demo", LOG_LEVEL: "silent", DATABASE_URL: databaseUrlNamed(url, MIGRATED_TEMPLATE) },
  });
}
