import { spawn, type ChildProcess } from "node:child_process";
import { fstatSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..", "..");

/** Settings that make background work fast enough to watch in a test. */
export const FAST_JOBS_ENV = {
  NACH_SANDBOX_DELAY_MS: "300",
  JOBS_POLL_MS: "100",
  WEBHOOK_RETRY_SCHEDULE: "0,1,1,1,1",
  WEBHOOK_TIMEOUT_MS: "1500",
  WEBHOOK_LEASE_MS: "5000",
  CREDENTIAL_CACHE_TTL_MS: "500",
  IDEMPOTENCY_PURGE_INTERVAL_MS: "200",
  // The suite drives the demo partner far harder than a partner would;
  // tests/api/limits.test.ts turns the limit on for its own server.
  RATE_LIMIT_PER_SECOND: "0",
  // Test files running side by side download the demo partner's PDFs at
  // once; tests/api/pdf-load.test.ts holds the per-client limit to its own server.
  PDF_DOWNLOADS_PER_CLIENT: "100",
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** These tests write freely, so they refuse any database that is not on this machine. */
export function assertLocalDatabase(url: string): void {
  if (url.startsWith("file:")) return;
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", ""].includes(host)) {
    throw new Error(`Refusing to run tests against a non-local database (${host})`);
  }
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  logFile: string;
  /** SIGTERM and wait; `signal` "SIGKILL" simulates a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The address `next start -p 0` printed into the log after `offset`, once it has. */
function announcedAddress(logFile: string, offset: number): string | null {
  // The offset counts bytes, and the log has characters of more than one byte.
  const text = readFileSync(logFile).subarray(offset).toString("utf8");
  return /- Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1] ?? null;
}

/**
 * Waits for the server to say where it listens and for /api/health to answer
 * 200 there. The port is the operating system's choice (`-p 0`): a port
 * found free and then handed to the server could be taken by another test's
 * server in between.
 */
async function waitForReady(server: ChildProcess, logFile: string, offset: number): Promise<string> {
  const deadline = Date.now() + 60_000;
  let baseUrl: string | null = null;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}; see ${logFile}`);
    baseUrl ??= announcedAddress(logFile, offset);
    try {
      if (baseUrl && (await fetch(`${baseUrl}/api/health`)).status === 200) return baseUrl;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become ready; see ${logFile}`);
}

/** Starts the built app with `next start` on a port of the system's choosing; resolves once /api/health answers 200. */
export async function startServer({ databaseUrl, logFile, env = {} }: { databaseUrl: string; logFile: string; env?: Record<string, string> }): Promise<RunningServer> {
  assertLocalDatabase(databaseUrl);
  const out = openSync(logFile, "a");
  const offset = fstatSync(out).size;
  // The server keeps an idle connection open longer than the test client does (undici: about 4 s). At next start's
  // default of 5 s, a request sent on a connection idle for nearly that long raced the server's close ("other side closed").
  const keepAlive = ["--keepAliveTimeout", "65000"];
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-p", "0", "-H", "127.0.0.1", ...keepAlive], {
    cwd: ROOT,
    // The demo loans would sit among the loans tests book and count; tests/api/demo-loans.test.ts turns them on.
    // As npm start runs it: SIGTERM drains (lib/shutdown) instead of next start's own exit.
    env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true", LOANDESK_MODE: "demo", LOANDESK_DEMO_LOANS: "off", LOG_LEVEL: "info", ...FAST_JOBS_ENV, ...env, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
    stdio: ["ignore", out, out],
  });
  let baseUrl: string;
  try {
    baseUrl = await waitForReady(child, logFile, offset);
  } catch (error) {
    // A server that never became ready is not left running.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    throw error;
  }
  return {
    baseUrl,
    process: child,
    logFile,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    },
  };
}
