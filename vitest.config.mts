import path from "node:path";
import { defineConfig } from "vitest/config";

const httpSuite = {
  globalSetup: ["tests/api/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Files that exercise no SQL of their own beyond what the rest of the suite
// already runs on both databases, and cost minutes between them: they run
// once, on SQLite (docs/testing.md). pdf-load keeps the renderer busy with
// long statements to test its queue and per-client limits, which live in the
// server's memory; the statement's read is kfs-pdf's, on both databases.
const ONCE_ON_SQLITE = ["tests/api/fuzz.test.ts", "tests/api/pdf-load.test.ts"];
const onPostgres = process.env.TEST_DATABASE_URL?.startsWith("postgres") ?? false;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run the server's modules outside Next, where server-only would throw: its react-server side is empty.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    environment: "node",
    pool: "forks",
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["lib/**/*.test.ts", "components/**/*.test.ts", "bench/**/*.test.mjs"], maxWorkers: 2 },
      },
      {
        extends: true,
        // Every file books under its own ids (and starts its own server when it
        // needs other settings), so two files can share the server at once.
        // Files share a worker's modules (isolate: false): no file mocks a
        // module or keeps state another reads, and the OpenAPI document's
        // compiled checks are made once per worker instead of once per file.
        test: { name: "http", include: ["tests/api/**/*.test.ts"], exclude: onPostgres ? ONCE_ON_SQLITE : [], maxWorkers: 2, isolate: false, ...httpSuite },
      },
      {
        extends: true,
        // Minutes of load, not a check of behaviour a change is likely to break: `npm run test:slow`, never `npm test`.
        test: { name: "slow", include: ["tests/slow/**/*.test.ts"], ...httpSuite },
      },
    ],
  },
});
