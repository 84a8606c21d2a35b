import type Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type pg from "pg";
import type { DB } from "@/lib/generated/kysely/database";
import type { Queries } from "@/lib/db/transactions";

/**
 * A data step's Kysely on the migrator's own connection, inside the
 * transaction the migration already holds: the step's statements commit or
 * roll back with the migration's SQL. Nothing here begins, commits or closes.
 */
export function sqliteMigrationQueries(database: Database.Database): Queries {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
}

/** The PostgreSQL client as a pool of one connection that is never given back: it stays the migrator's. */
export function postgresMigrationQueries(client: pg.Client): Queries {
  const connection = Object.assign(client, { release: () => undefined });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: { connect: async () => connection, end: async () => undefined } }) });
}
