import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataKeyId } from "@/lib/crypto/data-key";
import { announceMigration } from "@/lib/db/migration-marker";
import { queryRows } from "./database";
import { canonicalLoan, inBatches, send, type Answer } from "./faults-helpers";
import { LOANS, loanPath, type LoanRead } from "./helpers";
import { ownDatabase, runsOnPostgres, startOwnServer, type OwnDatabase, type OwnServer } from "./own-server";
import { pgBin } from "./postgres-cluster";
import { ROOT, startServer, type RunningServer } from "./server";

const run = promisify(execFile);
const KEY = randomBytes(32);
const WRONG_KEY = randomBytes(32);
const LANES = 4;
const BEFORE_BACKUP = 30;
const AFTER_BACKUP = 10;

interface Acknowledged {
  body: Record<string, unknown>;
  leadId: string;
}

/** The backup file of the source's database: `npm run backup` on SQLite, `pg_dump -Fc` on PostgreSQL. */
async function takeBackup(source: OwnDatabase): Promise<{ file: string; output: string }> {
  if (runsOnPostgres()) {
    const file = path.join(source.dir, "loandesk.dump");
    await run(path.join(pgBin(), "pg_dump"), ["-Fc", "-f", file, "-d", source.databaseUrl]);
    return { file, output: "" };
  }
  const file = path.join(source.dir, "backups", "loandesk.db");
  const { code, stdout, stderr } = await backupCommand(source.databaseUrl, file);
  if (code !== 0) throw new Error(`npm run backup exited with ${code}: ${stderr}`);
  return { file, output: stdout };
}

/** `npm run backup` against a database, as an operator's shell sees it. */
async function backupCommand(databaseUrl: string, destination: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(path.join(ROOT, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/backup.ts", "--to", destination], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** The backup as the database of a fresh server: the SQLite file copied into place, or `pg_restore` into a new database. */
async function restore(file: string, into: OwnDatabase): Promise<void> {
  if (runsOnPostgres()) await run(path.join(pgBin(), "pg_restore"), ["--no-owner", "--exit-on-error", "-d", into.databaseUrl, file]);
  else copyFileSync(file, into.databaseUrl.replace(/^file:/, ""));
}

describe("a backup taken while partners book loans, restored into a fresh server", () => {
  let source: OwnServer | undefined;
  let restoredDatabase: OwnDatabase | undefined;
  let restored: RunningServer | undefined;
  const acknowledged: Acknowledged[] = [];
  const otherAnswers: Answer[] = [];
  let ackedBeforeBackup: Acknowledged[] = [];
  let ackedWhileBackingUp = 0;
  let backup = { file: "", output: "" };

  const restoredLog = () => path.join(restoredDatabase?.dir ?? "", "restored.log");
  const startRestored = (key: Buffer) =>
    startServer({ databaseUrl: restoredDatabase?.databaseUrl ?? "", logFile: restoredLog(), env: { LOANDESK_DATA_KEY: key.toString("base64") } });

  beforeAll(async () => {
    source = await startOwnServer({ LOANDESK_DATA_KEY: KEY.toString("base64") });
    restoredDatabase = await ownDatabase();
    const baseUrl = source.baseUrl;
    let next = 0;
    let stopAt = Number.POSITIVE_INFINITY;
    let backupTaken: Promise<void> | undefined;
    const lane = async () => {
      while (acknowledged.length < stopAt) {
        const body = canonicalLoan(next++);
        const answer = await send(baseUrl, "POST", LOANS, { body });
        if (answer.status !== 201) {
          otherAnswers.push(answer);
          break;
        }
        acknowledged.push({ body, leadId: (answer.body?.data as { lead_id: string }).lead_id });
        if (acknowledged.length >= BEFORE_BACKUP && backupTaken === undefined) {
          // Every booking acknowledged by now was committed before the backup started.
          ackedBeforeBackup = [...acknowledged];
          const database = source?.database as OwnDatabase;
          backupTaken = takeBackup(database)
            .then((taken) => {
              backup = taken;
              ackedWhileBackingUp = acknowledged.length - ackedBeforeBackup.length;
            })
            .finally(() => {
              stopAt = acknowledged.length + AFTER_BACKUP;
            });
        }
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    await backupTaken;
  });

  afterAll(async () => {
    await restored?.stop();
    await source?.dispose();
    await restoredDatabase?.drop();
  });

  it("is taken in the middle of the load, and the copy is whole", async () => {
    expect(otherAnswers.map((answer) => `${answer.status} ${answer.text}`)).toEqual([]);
    expect(ackedWhileBackingUp, "no booking was acknowledged while the backup ran").toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ackedBeforeBackup.length + AFTER_BACKUP);
    if (!runsOnPostgres()) {
      expect(backup.output).toMatch(/^integrity_check: ok$/m);
      expect(backup.output).toMatch(/^migrations: +\d+ applied, the last \d{4}_\w+$/m);
      expect(await queryRows("PRAGMA integrity_check", [], `file:${backup.file}`)).toEqual([{ integrity_check: "ok" }]);
      const loans = Number(/^ +Loan +(\d+)$/m.exec(backup.output)?.[1]);
      expect(loans).toBeGreaterThanOrEqual(ackedBeforeBackup.length);
      expect(loans).toBeLessThanOrEqual(acknowledged.length + LANES);
    }
    await restore(backup.file, restoredDatabase as OwnDatabase);
  });

  it("refuses to start with another data key, naming the key the data needs", async () => {
    const refusal = await startRestored(WRONG_KEY).then(
      async (started) => {
        await started.stop();
        return "it started";
      },
      (error: Error) => error.message,
    );

    expect(refusal).toMatch(/exited with 1/);
    expect(readFileSync(restoredLog(), "utf8")).toContain(
      `Refusing to start: the newest Loan.body is encrypted under data key ${dataKeyId(KEY)}, which is not configured`,
    );
  });

  it("reads back, with the data key it was written under, every loan acknowledged before the backup started", async () => {
    restored = await startRestored(KEY);

    await inBatches(ackedBeforeBackup, 8, async ({ body, leadId }) => {
      const answer = await send(restored?.baseUrl ?? "", "GET", loanPath(leadId));
      expect(answer.status, answer.text).toBe(200);
      const loan = answer.body?.data as unknown as LoanRead;
      expect(loan.lead_id).toBe(leadId);
      expect(loan).toMatchObject(body);
    });
  });

  it.skipIf(runsOnPostgres())("refuses to back up while a migration runs, naming it, and writes nothing", async () => {
    const databaseFile = source?.database.databaseUrl.replace(/^file:/, "") ?? "";
    // What the migration runner writes while it migrates (lib/db/migration-marker.ts), from a process that is alive: this one.
    const finished = announceMigration(databaseFile, ["0099_long_backfill"]);
    try {
      const destination = path.join(source?.database.dir ?? "", "during-migration");
      const refused = await backupCommand(source?.database.databaseUrl ?? "", destination);

      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain(`Refusing to back up: migration 0099_long_backfill is running on ${databaseFile} (process ${process.pid}`);
      expect(existsSync(destination)).toBe(false);
    } finally {
      finished();
    }
  });

  it.runIf(runsOnPostgres())("is not npm run backup's job on PostgreSQL: the command points to the runbook", async () => {
    const refused = await backupCommand(source?.database.databaseUrl ?? "", path.join(source?.database.dir ?? "", "never"));

    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('pg_dump -Fc (nightly) and WAL archiving for point-in-time recovery: docs/operations.md, "Backups and restore"');
  });
});
