import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(__dirname) } },
  test: {
    environment: "node",
    pool: "forks",
    projects: [{ extends: true, test: { name: "unit", include: ["lib/**/*.test.ts"] } }],
  },
});
