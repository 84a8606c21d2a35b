// Generates one Prisma client per provider, so that one build of the app can
// run on SQLite or PostgreSQL, chosen by DATABASE_URL at start.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { SQLITE_SCHEMA, writePostgresSchema } from "./prisma-schemas.mjs";

// Prisma's engines cannot be downloaded here and are not needed: the client
// uses the query compiler and the CLI its bundled WASM schema engine.
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
const postgresSchema = writePostgresSchema(readFileSync(SQLITE_SCHEMA, "utf8"));
for (const schema of [SQLITE_SCHEMA, postgresSchema]) {
  execFileSync("npx", ["prisma", "generate", "--schema", schema], { stdio: "inherit", env });
}
