import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";
import type { Credentials } from "./client";
import { adminQuery, databaseUrlNamed, MIGRATED_TEMPLATE } from "./postgres-template";
import { FAST_JOBS_ENV, ROOT, startServer, type RunningServer } from "./server";

/** Whether this run's shared server uses PostgreSQL (else SQLite). */
export const runsOnPostgres = () => inject("databaseUrl").startsWith("postgres");

export interface OwnDatabase {
  databaseUrl: string;
  /** A temporary directory for logs (and the SQLite file). */
  dir: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of the kind this run uses: a SQLite file, or a new PostgreSQL database,
 * empty or, with `migrated`, a copy of the migrated template (tests/api/postgres-template.ts)
 * for a server that would only migrate it. A SQLite file is always empty: its server
 * migrates it in-process in a moment.
 */
export async function ownDatabase({ migrated = false }: { migrated?: boolean } = {}): Promise<OwnDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "loandesk-own-"));
  if (!runsOnPostgres()) {
    return { databaseUrl: `file:${path.join(dir, "loandesk.db")}`, dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = inject("databaseUrl");
  const name = `loandesk_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  // FILE_COPY copies the template's files where the default writes every block to the WAL: on
  // the tests' clusters (fsync off) its checkpoints cost nothing and a copy took half the time.
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${migrated ? MIGRATED_TEMPLATE : "template1"}" STRATEGY FILE_COPY`);
  return {
    databaseUrl: databaseUrlNamed(adminUrl, name),
    dir,
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface OwnServer extends RunningServer {
  database: OwnDatabase;
  /** Stops the server (if still running) and drops its database. */
  dispose(): Promise<void>;
}

/** A server of the test's own, on its own fresh (migrated) database, with `env` on top of the fast job settings. */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const database = await ownDatabase({ migrated: true });
  try {
    const server = await startServer({ databaseUrl: database.databaseUrl, logFile: path.join(database.dir, "server.log"), env });
    return {
      ...server,
      database,
      dispose: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** `npm run partner -- create --name <name>` against a database; the printed credentials. */
export async function createPartnerWithCli(databaseUrl: string, name: string): Promise<Credentials> {
  const { stdout } = await promisify(execFile)(path.join(ROOT, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/partner.ts", "create", "--name", name], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  });
  const clientId = /client_id:\s+(\S+)/.exec(stdout)?.[1];
  const secret = /client_secret:\s+(\S+)/.exec(stdout)?.[1];
  if (!clientId || !secret) throw new Error(`No credentials in: ${stdout}`);
  return { clientId, secret };
}

export interface RunningWorker {
  process: ChildProcess;
  logFile: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `npm run worker` (scripts/worker.ts) against a PostgreSQL database; resolves once it has started.
 * Node runs it with tsx's loader in this one process (the tsx CLI would fork a child that a
 * SIGKILL of the CLI leaves running), so a SIGKILL here is a real crash of the worker.
 */
export async function startWorker(databaseUrl: string, logFile: string, env: Record<string, string> = {}): Promise<RunningWorker> {
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOANDESK_MODE: "demo", LOG_LEVEL: "info", ...FAST_JOBS_ENV, ...env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", out, out],
  });
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (!readFileSync(logFile, "utf8").includes("webhook worker started")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`The worker did not start; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { process: child, logFile, stop };
}
