// Generates the query layer's table types (lib/generated/kysely, git-ignored)
// from prisma/schema.prisma with prisma-kysely: one file serves both databases.
import { execFileSync } from "node:child_process";
import { SQLITE_SCHEMA } from "./prisma-schemas.mjs";

// Prisma's engines cannot be downloaded here and are not needed: generating
// needs none, and the CLI diffs migrations with its bundled WASM schema engine.
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
execFileSync("npx", ["prisma", "generate", "--schema", SQLITE_SCHEMA], { stdio: "inherit", env });
