import "server-only";
import { closeSync, existsSync, linkSync, mkdirSync, openSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrationMarkerFile, runningMigration } from "./migration-marker";

const LEDGER = "_loandesk_migrations";
// Every page in one step: one read transaction, so the copy is the database
// as one commit left it, however much the service writes meanwhile. Smaller
// steps would each see later commits and start the copy over.
const ALL_PAGES = 0x7fffffff;

/** A backup that must not be taken now; the message says why and what to do. */
export class BackupRefused extends Error {}

export interface BackupCheck {
  integrity: string;
  migrations: { applied: number; last: string | null };
  /** Rows per table, by table name. */
  rows: Record<string, number>;
}

export interface BackupResult extends BackupCheck {
  file: string;
  bytes: number;
  durationMs: number;
}

/** `loandesk-20261127T135000Z.db`: sorts by time, and names the moment in UTC. */
export const backupFileName = (at: Date) => `loandesk-${at.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")}.db`;

/** A path ending in .db names the file; anything else a folder for a file named by the time. */
export function backupTarget(destination: string, at: Date): string {
  return destination.endsWith(".db") ? path.resolve(destination) : path.resolve(destination, backupFileName(at));
}

/** Reads the copy back as a restore would: SQLite's own check, the migrations ledger, and what it holds. */
export function checkBackup(file: string): BackupCheck {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check).join("; ");
    const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map(
      (table) => table.name,
    );
    if (!tables.includes(LEDGER)) return { integrity, migrations: { applied: 0, last: null }, rows: {} };
    const migrations = db.prepare(`SELECT COUNT(*) AS applied, MAX(name) AS last FROM "${LEDGER}"`).get() as BackupCheck["migrations"];
    const rows = Object.fromEntries(
      tables.filter((table) => table !== LEDGER).map((table) => [table, (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n]),
    );
    return { integrity, migrations, rows };
  } finally {
    db.close();
  }
}

/**
 * The copy inherits WAL mode from its source. In rollback-journal mode it is
 * one self-contained file, which opening it read-only (the check, a restore
 * drill) leaves without -wal and -shm files beside it; a server started on
 * it sets WAL again as it migrates.
 */
function toRollbackJournal(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
  } finally {
    db.close();
  }
}

function refuseWhileMigrating(databaseFile: string): void {
  const running = runningMigration(databaseFile);
  if (!running) return;
  throw new BackupRefused(
    `Refusing to back up: migration ${running.migrations.join(", ")} is running on ${databaseFile} (process ${running.pid} on ${running.host}, since ${running.startedAt}). ` +
      `A copy now would hold the database as it was before the migration, not as the time it is named by suggests; run this again once the migration has finished. ` +
      `If no migration is running (its process is gone), remove ${migrationMarkerFile(databaseFile)}.`,
  );
}

/**
 * Copies a live SQLite database with SQLite's online backup API, while the
 * service goes on writing (WAL lets its writes continue beside the copy's
 * read). The copy is made under a temporary name, checked, and only then
 * given its name, so a file under a backup's name is always whole and
 * checked; an existing file is never overwritten. Refuses while a migration
 * runs on the database.
 */
export async function backupSqlite(databaseFile: string, destination: string, at = new Date()): Promise<BackupResult> {
  if (!existsSync(databaseFile)) throw new BackupRefused(`No database at ${databaseFile}; check DATABASE_URL`);
  refuseWhileMigrating(databaseFile);
  const target = backupTarget(destination, at);
  if (existsSync(target)) throw new BackupRefused(`${target} already exists; name another file`);
  // It holds what the database holds: the service's user alone may read it.
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const draft = `${target}.partial-${process.pid}`;
  const started = performance.now();
  const source = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    // Made private before SQLite writes a byte into it.
    closeSync(openSync(draft, "w", 0o600));
    await source.backup(draft, { progress: () => ALL_PAGES });
    toRollbackJournal(draft);
    const check = checkBackup(draft);
    if (check.integrity !== "ok") throw new Error(`The copy failed SQLite's integrity check: ${check.integrity}`);
    if (check.migrations.applied === 0) throw new Error(`The copy has no ${LEDGER} table: ${databaseFile} is not a LoanDesk database`);
    linkSync(draft, target);
    return { file: target, bytes: statSync(target).size, durationMs: Math.round(performance.now() - started), ...check };
  } finally {
    source.close();
    for (const leftover of ["", "-journal", "-wal", "-shm"]) rmSync(`${draft}${leftover}`, { force: true });
  }
}
