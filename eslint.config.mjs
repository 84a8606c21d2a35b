import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The zod schemas and the portal's components reach the browser bundle;
// the IFSC list (a megabyte, and Node's https) must not.
const serverOnlyIfsc = { name: "ifsc", message: "Server only: use lib/loans/ifsc-check.ts." };

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
    files: ["lib/schemas/**", "app/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [serverOnlyIfsc] }],
    },
  },
  {
    // Components are used by pages, never the other way round: a server
    // action reaches a component as a prop from its page (lib/portal/portal-actions.ts).
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [serverOnlyIfsc],
          patterns: [{ regex: "^(@/|(\\.\\./)+)app(/|$)", message: "components/ must not import app/: take the server action as a prop from the page." }],
        },
      ],
    },
  },
  globalIgnores([".next/**", ".next-*/**", "dist/**", "node_modules/**", "lib/generated/**", "prisma/generated/**", "tests/api/generated/hey-api/**", "next-env.d.ts", "artifacts/**", "test-results/**", "playwright-report/**"]),
]);
