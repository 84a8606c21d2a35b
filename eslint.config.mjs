import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The zod schemas and the portal's components reach the browser bundle;
    // the IFSC list (a megabyte, and Node's https) must not.
    files: ["lib/schemas/**", "components/**", "app/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "ifsc", message: "Server only: use lib/loans/ifsc-check.ts." }] }],
    },
  },
  globalIgnores([".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", "prisma/generated/**", "next-env.d.ts", "artifacts/**", "test-results/**", "playwright-report/**"]),
]);
