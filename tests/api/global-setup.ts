import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createMigratedTemplate } from "./postgres-template";
import { ROOT, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    serverLog: string;
  }
}

/** Starts the built app (`next start`) on a free port against its own fresh database; on PostgreSQL, makes the files' servers' migrated template beside it. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(ROOT, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
    throw new Error("No production build: run `npm run build` before the HTTP tests");
  }
  const workDir = mkdtempSync(path.join(tmpdir(), "loandesk-http-"));
  const databaseUrl = process.env.TEST_DATABASE_URL ?? `file:${path.join(workDir, "loandesk.db")}`;
  // Side by side: each migrates its own database.
  const [started, template] = await Promise.allSettled([
    startServer({ databaseUrl, logFile: path.join(workDir, "server.log") }),
    databaseUrl.startsWith("postgres") ? createMigratedTemplate(databaseUrl) : undefined,
  ]);
  if (started.status === "rejected") throw started.reason;
  const server = started.value;
  if (template.status === "rejected") {
    await server.stop();
    throw template.reason;
  }
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", databaseUrl);
  project.provide("serverLog", server.logFile);
  return async () => {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
