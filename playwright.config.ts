import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// One server for the whole run, on its own fresh SQLite file or on the empty
// PostgreSQL database E2E_DATABASE_URL names, with the sandbox bank and
// webhook worker made fast enough to watch.
const port = Number(process.env.E2E_PORT ?? 3300);
function sqliteDatabaseUrl(): string {
  // The directory goes in the environment so that the workers, which load
  // this file again, name the same database file.
  process.env.E2E_DB_DIR ??= mkdtempSync(path.join(tmpdir(), "loandesk-e2e-"));
  return `file:${path.join(process.env.E2E_DB_DIR, "e2e.db")}`;
}
const databaseUrl = process.env.E2E_DATABASE_URL ?? sqliteDatabaseUrl();

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/e2e-report.json" }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      // Playwright cannot download its browser here; Debian's Chromium is used instead.
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } }, dependencies: ["setup"] },
  ],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      DATABASE_URL: databaseUrl,
      LOANDESK_MODE: "demo",
      LOG_LEVEL: "warn",
      NACH_SANDBOX_DELAY_MS: "1000",
      JOBS_POLL_MS: "200",
      WEBHOOK_RETRY_SCHEDULE: "0,1,1,1",
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    },
  },
});
