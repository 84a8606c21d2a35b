import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    pool: "forks",
    projects: [
      { extends: true, test: { name: "unit", include: ["lib/**/*.test.ts", "components/**/*.test.ts", "bench/**/*.test.mjs"] } },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/api/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
