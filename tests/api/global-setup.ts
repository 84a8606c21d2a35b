import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    serverLog: string;
  }
}

const root = path.resolve(__dirname, "..", "..");

async function freePort(): Promise<number> {
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
function assertLocalDatabase(url: string): void {
  if (url.startsWith("file:")) return;
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", ""].includes(host)) {
    throw new Error(`Refusing to run HTTP tests against a non-local database (${host})`);
  }
}

async function waitForReady(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready; see ${logFile}`);
}

/** Starts the built app (`next start`) on a free port against its own fresh database. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No production build: run `npm run build` before the HTTP tests");
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "loandesk-http-"));
  const databaseUrl = process.env.TEST_DATABASE_URL ?? `file:${path.join(workDir, "loandesk.db")}`;
  assertLocalDatabase(databaseUrl);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverLog = path.join(workDir, "server.log");
  const out = openSync(serverLog, "a");
  const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOANDESK_MODE: "demo", LOG_LEVEL: "info", NODE_ENV: "production" },
    stdio: ["ignore", out, out],
  });
  await waitForReady(baseUrl, server, serverLog);
  project.provide("baseUrl", baseUrl);
  project.provide("databaseUrl", databaseUrl);
  project.provide("serverLog", serverLog);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(workDir, { recursive: true, force: true });
  };
}
