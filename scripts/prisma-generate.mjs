// Generates the query layer's table types (lib/generated/kysely, git-ignored)
// from prisma/schema.prisma with prisma-kysely: one file serves both databases.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { SQLITE_SCHEMA } from "./prisma-schemas.mjs";

/** Whether a package can be loaded from the project's node_modules. */
function installed(name) {
  try {
    createRequire(import.meta.url).resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

// The types are compile-time only, and the generators are devDependencies: a
// production install (`npm ci --omit=dev`) has neither need nor means to make
// them. Without this check `npx` would go looking for the newest prisma on the
// registry (a major version this project does not run) and fail the install.
if (!installed("prisma") || !installed("prisma-kysely")) {
  console.log("prisma-generate: prisma is not installed (a production install without devDependencies); the query layer's types are only needed to build, skipped.");
  process.exit(0);
}

// Prisma's engines cannot be downloaded here and are not needed: generating
// needs none, and the CLI diffs migrations with its bundled WASM schema engine.
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
execFileSync("npx", ["--no-install", "prisma", "generate", "--schema", SQLITE_SCHEMA], { stdio: "inherit", env });
