import "server-only";
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { isPostgres, sqlitePath } from "@/lib/config/env";
import { dataKeyring } from "@/lib/crypto/data-key";
import { resealValues } from "@/lib/crypto/reseal-values";
import { SEALED_BY_0005 } from "@/lib/crypto/sealed-columns";
import { backfillMaturesOn } from "./maturity-backfill";
import { backfillNameTokens } from "./name-token-backfill";
import { backfillWithheldReleases } from "./withheld-release-backfill";
import { backfillMandates } from "./mandate-backfill";
import { postgresMigrationQueries, sqliteMigrationQueries } from "./migration-queries";
import { announceMigration } from "@/lib/db/migration-marker";
import { privateSqliteFile } from "@/lib/db/private-sqlite-file";
import { numberedPlaceholders, type SqlValue, type StatementStore } from "@/lib/db/statement-store";
import type { Queries } from "@/lib/db/transactions";

interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

const LEDGER = "_loandesk_migrations";
// Any constant works; it only has to be the same for every instance.
const POSTGRES_LOCK_KEY = 742_310_001;

function migrationsFor(provider: "sqlite" | "postgres"): Migration[] {
  const root = path.join(process.cwd(), "prisma", "migrations", provider);
  return readdirSync(root)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(root, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * The migrator's open connection, inside the migration's transaction: Kysely
 * for a data step, and the untyped store for re-encryption, which names its
 * tables and columns at run time.
 */
interface Connection {
  queries: Queries;
  store: StatementStore;
}

/**
 * Work in code that a migration needs, run after its SQL in its transaction:
 * the migration and its data step are applied together or not at all.
 */
const DATA_STEPS: Record<string, (connection: Connection) => Promise<unknown>> = {
  // Rows written before encryption at rest are encrypted, and their PAN hashes made.
  "0005_data_at_rest": ({ store }) => resealValues(store, { scope: "plain", keyring: dataKeyring, columns: SEALED_BY_0005 }),
  // The exposure rule's maturity date of loans booked before it, read from their encrypted bodies.
  "0007_exposure": ({ queries }) => backfillMaturesOn(queries, "undated"),
  // The snapshot of mandates initiated before snapshots, from their loans as they stand.
  "0009_nach_mandate": ({ queries }) => backfillMandates(queries),
  // Every loan's maturity date again, now the last due date of the schedule the policy judges (contract v3 section 5).
  "0020_policy_evaluations": ({ queries }) => backfillMaturesOn(queries, "every"),
  // A row per withhold tranche of loans disbursed before operations recorded releases, read from their encrypted bodies.
  "0025_withheld_releases_cooling_off": ({ queries }) => backfillWithheldReleases(queries),
  // The words of every loan's name, for the loans list's search by name.
  "0029_loan_search": ({ queries }) => backfillNameTokens(queries),
};

function checkUnchanged(applied: Map<string, string>, migrations: Migration[]) {
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum !== undefined && checksum !== migration.checksum) {
      throw new Error(`Migration ${migration.name} was changed after it was applied`);
    }
  }
}

// A data step's statements run inside the transaction the migration already
// holds, so their `transaction` only runs them.
function sqliteStore(db: Database.Database): StatementStore {
  return {
    all: async <T>(sql: string, params: SqlValue[]) => db.prepare(sql).all(...params) as T[],
    transaction: async (statements) => statements.map(({ sql, params }) => db.prepare(sql).run(...params).changes),
  };
}

function postgresStore(client: pg.Client): StatementStore {
  return {
    all: async <T>(sql: string, params: SqlValue[]) => (await client.query(numberedPlaceholders(sql), params)).rows as T[],
    transaction: async (statements) => {
      const changed: number[] = [];
      for (const { sql, params } of statements) changed.push((await client.query(numberedPlaceholders(sql), params)).rowCount ?? 0);
      return changed;
    },
  };
}

/**
 * What a data step replaced, and whatever earlier releases deleted, stays in
 * the file's free pages and free space until they happen to be reused; a
 * data step that encrypts must not leave the clear text there. VACUUM
 * rebuilds the file from the live rows, and the checkpoint empties the WAL.
 */
function rewriteFile(db: Database.Database): void {
  db.exec("VACUUM");
  db.pragma("wal_checkpoint(TRUNCATE)");
}

async function migrateSqlite(url: string): Promise<string[]> {
  const file = sqlitePath(url);
  const db = new Database(privateSqliteFile(file));
  let finished = () => {};
  try {
    // WAL is a property of the file, so it is set once here for every connection.
    db.pragma("journal_mode = WAL");
    db.exec(`CREATE TABLE IF NOT EXISTS "${LEDGER}" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const migrations = migrationsFor("sqlite");
    // All pending migrations in one transaction that holds the write lock from
    // its start; by hand, since a data step awaits and db.transaction() cannot.
    db.exec("BEGIN IMMEDIATE");
    try {
      const rows = db.prepare(`SELECT name, checksum FROM "${LEDGER}"`).all() as { name: string; checksum: string }[];
      const applied = new Map(rows.map((row) => [row.name, row.checksum]));
      checkUnchanged(applied, migrations);
      const pending = migrations.filter((migration) => !applied.has(migration.name));
      // For npm run backup, which refuses while a migration runs (lib/db/sqlite-backup.ts).
      if (pending.length > 0) finished = announceMigration(file, pending.map((migration) => migration.name));
      for (const migration of pending) {
        db.exec(migration.sql);
        await DATA_STEPS[migration.name]?.({ queries: sqliteMigrationQueries(db), store: sqliteStore(db) });
        db.prepare(`INSERT INTO "${LEDGER}" (name, checksum, applied_at) VALUES (?, ?, ?)`).run(
          migration.name,
          migration.checksum,
          new Date().toISOString(),
        );
      }
      db.exec("COMMIT");
      if (pending.some((migration) => DATA_STEPS[migration.name])) rewriteFile(db);
      return pending.map((migration) => migration.name);
    } catch (error) {
      if (db.inTransaction) db.exec("ROLLBACK");
      throw error;
    }
  } finally {
    db.close();
    finished();
  }
}

async function migratePostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Several instances may start at once; the lock lets one migrate while
    // the others wait and then find nothing left to do.
    await client.query("SELECT pg_advisory_lock($1)", [POSTGRES_LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS "${LEDGER}" (name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`,
    );
    const { rows } = await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${LEDGER}"`);
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const migrations = migrationsFor("postgres");
    checkUnchanged(applied, migrations);
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await DATA_STEPS[migration.name]?.({ queries: postgresMigrationQueries(client), store: postgresStore(client) });
        await client.query(`INSERT INTO "${LEDGER}" (name, checksum, applied_at) VALUES ($1, $2, now())`, [
          migration.name,
          migration.checksum,
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    return pending.map((migration) => migration.name);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [POSTGRES_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** Applies the committed migrations not yet applied; returns their names. */
export async function migrate(url: string): Promise<string[]> {
  return isPostgres(url) ? migratePostgres(url) : migrateSqlite(url);
}
