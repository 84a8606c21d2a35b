import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_OUTPUT_DIR, E2E_PORT } from "./e2e/support/server-address";

// One server for the whole run, on its own fresh SQLite file or on the empty
// PostgreSQL database E2E_DATABASE_URL names, with the sandbox bank and
// webhook worker made fast enough to watch.
function sqliteDatabaseUrl(): string {
  // The directory goes in the environment so that the workers, which load
  // this file again, name the same database file.
  process.env.E2E_DB_DIR ??= mkdtempSync(path.join(tmpdir(), "loandesk-e2e-"));
  return `file:${path.join(process.env.E2E_DB_DIR, "e2e.db")}`;
}
const databaseUrl = process.env.E2E_DATABASE_URL ?? sqliteDatabaseUrl();

// Which tests a run takes; docs/testing.md says why each spec carries its tag.
// `npm test` runs the whole suite on PostgreSQL, the production database, but
// for the @once tests, which touch no database-specific code; on SQLite, the
// embedded default, it runs the @smoke set, the @database-specific specs and
// the @once tests.
const TEST_SETS = {
  all: {},
  postgres: { grepInvert: /@once/ },
  sqlite: { grep: /@smoke|@database-specific|@once/ },
} as const;
const testSet = process.env.E2E_TESTS ?? "all";
if (!(testSet in TEST_SETS)) throw new Error(`E2E_TESTS must be one of ${Object.keys(TEST_SETS).join(", ")}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: E2E_OUTPUT_DIR,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? `${E2E_OUTPUT_DIR}-report.json` }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      // Playwright cannot download its browser here; Debian's Chromium is used instead.
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      dependencies: ["setup"],
      testIgnore: /screenshots\.spec\.ts/,
      ...TEST_SETS[testSet as keyof typeof TEST_SETS],
    },
    // `npm run screenshots` only: it rewrites the committed pictures in docs/screenshots.
    { name: "screenshots", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"], testMatch: /screenshots\.spec\.ts/ },
  ],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${E2E_PORT} -H 127.0.0.1`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      DATABASE_URL: databaseUrl,
      LOANDESK_MODE: "demo",
      LOG_LEVEL: "warn",
      NACH_SANDBOX_DELAY_MS: "1000",
      JOBS_POLL_MS: "200",
      WEBHOOK_RETRY_SCHEDULE: "0,1,1,1",
      NEXTAUTH_URL: E2E_BASE_URL,
    },
  },
});
