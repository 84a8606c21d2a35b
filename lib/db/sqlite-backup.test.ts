import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A database file of this test's own, named before any module reads the environment.
const paths = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/loandesk-backup-${process.pid}-${Date.now()}`;
  process.env.DATABASE_URL = `file:${dir}/loandesk.db`;
  process.env.LOANDESK_MODE = "demo";
  process.env.LOG_LEVEL = "silent";
  return { dir, file: `${dir}/loandesk.db` };
});

// What a backup would have been told while the migration runner was in a data step.
const seenDuringMigration = vi.hoisted(() => ({ running: [] as unknown[] }));
vi.mock("@/lib/migrations/name-token-backfill", async () => {
  const { runningMigration } = await import("./migration-marker");
  return { backfillNameTokens: async () => seenDuringMigration.running.push(runningMigration(paths.file)) };
});

import Database from "better-sqlite3";
import { disconnect } from "./database";
import { migrate } from "@/lib/migrations/migrate";
import { createPartner } from "@/lib/partners/create-partner";
import { announceMigration, migrationMarkerFile, runningMigration } from "./migration-marker";
import { backupFileName, backupSqlite, BackupRefused, checkBackup } from "./sqlite-backup";

const backups = path.join(paths.dir, "backups");
const AT = new Date("2026-11-27T08:30:05.123Z");

beforeAll(async () => {
  await migrate(process.env.DATABASE_URL ?? "");
  await createPartner({ name: "Backup Finance" });
  await createPartner({ name: "Restore Finance" });
});

afterAll(async () => {
  await disconnect();
  rmSync(paths.dir, { recursive: true, force: true });
});

describe("npm run backup on SQLite", () => {
  it("writes a checked copy named by its UTC time, readable by the service's user alone, and leaves no draft behind", async () => {
    const result = await backupSqlite(paths.file, backups, AT);

    expect(result.file).toBe(path.join(backups, "loandesk-20261127T083005Z.db"));
    expect(result).toMatchObject({ integrity: "ok", migrations: { last: expect.stringMatching(/^\d{4}_/) } });
    expect(result.migrations.applied).toBeGreaterThan(25);
    expect(result.rows).toMatchObject({ Partner: 2, ApiCredential: 2, Loan: 0 });
    expect(checkBackup(result.file)).toEqual({ integrity: result.integrity, migrations: result.migrations, rows: result.rows });
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    expect(readdirSync(backups)).toEqual([path.basename(result.file)]);
  });

  it("never overwrites a backup", async () => {
    const file = path.join(backups, "named.db");
    writeFileSync(file, "an earlier backup");

    await expect(backupSqlite(paths.file, file)).rejects.toThrow(new BackupRefused(`${file} already exists; name another file`));
    expect(readdirSync(backups).sort()).toEqual([backupFileName(AT), "named.db"]);
  });

  it("refuses while a migration runs, naming it, and writes nothing", async () => {
    const finished = announceMigration(paths.file, ["0031_example", "0032_example_two"]);
    try {
      const refusal = backupSqlite(paths.file, path.join(paths.dir, "during"));

      await expect(refusal).rejects.toBeInstanceOf(BackupRefused);
      await expect(refusal).rejects.toThrow(
        new RegExp(`^Refusing to back up: migration 0031_example, 0032_example_two is running on ${paths.file} \\(process ${process.pid} on ${hostname()}, since `),
      );
      expect(existsSync(path.join(paths.dir, "during"))).toBe(false);
    } finally {
      finished();
    }
    expect(runningMigration(paths.file)).toBeNull();
  });

  it("goes ahead when the migration's process on this host is gone (its transaction went with it)", async () => {
    const dead = 2 ** 22 + 1;
    writeFileSync(migrationMarkerFile(paths.file), JSON.stringify({ migrations: ["0031_example"], pid: dead, host: hostname(), startedAt: AT.toISOString() }));
    try {
      expect(runningMigration(paths.file)).toBeNull();
      await expect(backupSqlite(paths.file, path.join(backups, "after-crash.db"))).resolves.toMatchObject({ integrity: "ok" });
    } finally {
      rmSync(migrationMarkerFile(paths.file));
    }
  });

  it("counts a migration announced on another host as running: it cannot be checked from here", () => {
    writeFileSync(migrationMarkerFile(paths.file), JSON.stringify({ migrations: ["0031_example"], pid: 1, host: `not-${hostname()}`, startedAt: AT.toISOString() }));
    try {
      expect(runningMigration(paths.file)).toMatchObject({ migrations: ["0031_example"] });
    } finally {
      rmSync(migrationMarkerFile(paths.file));
    }
  });

  it("is announced by the migration runner while it migrates, and no longer once it is done", () => {
    expect(seenDuringMigration.running).toEqual([expect.objectContaining({ pid: process.pid, migrations: expect.arrayContaining(["0001_init", "0029_loan_search"]) })]);
    expect(existsSync(migrationMarkerFile(paths.file))).toBe(false);
  });

  it("refuses a file that is not a LoanDesk database, leaving nothing", async () => {
    const other = path.join(paths.dir, "other.db");
    const db = new Database(other);
    db.exec("CREATE TABLE t (x)");
    db.close();

    await expect(backupSqlite(other, path.join(paths.dir, "other-backups"))).rejects.toThrow(/no _loandesk_migrations table/);
    expect(readdirSync(path.join(paths.dir, "other-backups"))).toEqual([]);
  });
});
