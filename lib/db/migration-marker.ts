import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

/** A SQLite migration in progress, as its runner announced it beside the database file. */
export interface RunningMigration {
  migrations: string[];
  pid: number;
  host: string;
  startedAt: string;
}

const markerOf = (databaseFile: string) => `${databaseFile}.migrating`;

/**
 * Says, beside the database file, which migrations this process is applying,
 * until the returned function is called. SQLite shows other connections
 * nothing of a transaction until it commits, and a migration holds the same
 * write lock every booking takes, so without this a backup could not tell a
 * running migration from ordinary writes.
 */
export function announceMigration(databaseFile: string, migrations: string[]): () => void {
  const marker: RunningMigration = { migrations, pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  // Written aside and renamed, so a reader never sees half of it.
  const draft = `${markerOf(databaseFile)}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(marker), { mode: 0o600 });
  renameSync(draft, markerOf(databaseFile));
  return () => rmSync(markerOf(databaseFile), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The migration running on the database file, or null. A marker left by a
 * runner that died on this host is ignored (its transaction was rolled back
 * with it); one written on another host cannot be checked, so it counts as
 * running.
 */
export function runningMigration(databaseFile: string): RunningMigration | null {
  let marker: RunningMigration;
  try {
    marker = JSON.parse(readFileSync(markerOf(databaseFile), "utf8")) as RunningMigration;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (marker.host === hostname() && !isAlive(marker.pid)) return null;
  return marker;
}

/** The marker's file, for the message that tells an operator what to remove when its runner is gone. */
export const migrationMarkerFile = markerOf;
