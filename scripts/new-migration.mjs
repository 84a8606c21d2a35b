// Writes the SQL of a schema change for both providers:
//   npm run db:new-migration -- <name>
// It diffs the schema as committed at HEAD (or nothing, for the first
// migration) against prisma/schema.prisma. `prisma migrate dev` cannot run
// here (it needs a shadow database and a downloaded engine), and the app
// applies these files itself (lib/migrations/migrate.ts).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SQLITE_SCHEMA, toPostgres } from "./prisma-schemas.mjs";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: npm run db:new-migration -- <name_in_snake_case>");
  process.exit(2);
}

const migrationsRoot = "prisma/migrations";
const providers = { sqlite: (text) => text, postgres: toPostgres };
const existing = existsSync(path.join(migrationsRoot, "sqlite")) ? readdirSync(path.join(migrationsRoot, "sqlite")) : [];
const number = String(existing.length + 1).padStart(4, "0");
const current = readFileSync(SQLITE_SCHEMA, "utf8");
const previous = existing.length > 0 ? execFileSync("git", ["show", `HEAD:${SQLITE_SCHEMA}`], { encoding: "utf8" }) : null;

const tmp = path.join("prisma", "generated", "diff");
mkdirSync(tmp, { recursive: true });
for (const [provider, derive] of Object.entries(providers)) {
  const to = path.join(tmp, `${provider}-to.prisma`);
  writeFileSync(to, derive(current));
  const from = previous === null ? ["--from-empty"] : ["--from-schema-datamodel", path.join(tmp, `${provider}-from.prisma`)];
  if (previous !== null) writeFileSync(from[1], derive(previous));
  const sql = execFileSync("npx", ["prisma", "migrate", "diff", ...from, "--to-schema-datamodel", to, "--script"], {
    encoding: "utf8",
  });
  const dir = path.join(migrationsRoot, provider, `${number}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), sql);
  console.log(`wrote ${dir}/migration.sql`);
}
