import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The zod schemas and the portal's components reach the browser bundle;
// the IFSC list (a megabyte, and Node's https) must not.
const serverOnlyIfsc = { name: "ifsc", message: "Server only: use lib/loans/ifsc-check.ts." };

// What a client component may import values from: lib/ folders of pure code, and the portal's presentation helpers.
const CLIENT_SAFE_FOLDERS = ["calendar", "codes", "errors", "format", "money", "policy", "privacy", "schemas", "terms"];
const CLIENT_SAFE_MODULES = [
  "auth/safe-callback-url",
  "auth/sign-in-messages",
  "bank-verification/verification-words",
  "docs/search-index",
  "portal/chart-scale",
  "portal/format",
  "portal/home-windows",
  "portal/mandate-list-filter",
  "portal/mandate-snapshot-text",
  "portal/mandate-text",
  "portal/nach-start-refusal",
  "portal/policy-draft-fields",
  "portal/rule-values",
  "portal/terms-preview",
];

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
  {
    // Components reach the browser: from lib/ they take types, and values only
    // from the folders and modules below, which never reach the database
    // (npm run check:layers holds every module that does to `import "server-only"`).
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/lib/(?!(${CLIENT_SAFE_FOLDERS.join("|")})/|(${CLIENT_SAFE_MODULES.join("|")})$)`,
              allowTypeImports: true,
              message: "components/ take only types from this part of lib/: its values may reach the database. Pass the value as a prop from the page, or move it to a client-safe module (eslint.config.mjs).",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", ".next-*/**", "dist/**", "node_modules/**", "lib/generated/**", "prisma/generated/**", "tests/api/generated/hey-api/**", "next-env.d.ts", "artifacts/**", "test-results/**", "playwright-report/**"]),
]);
