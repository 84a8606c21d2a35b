import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { defineConfig } from "prisma/config";

// The CLI here only generates the query layer's types and diffs schemas into SQL (see
// scripts/new-migration.mjs); the app applies migrations itself. The adapter
// makes the CLI use its bundled WASM schema engine, as no engine binary can
// be downloaded on these machines.
// With no Prisma Client generator left (the app queries through Kysely) the
// CLI would otherwise try to download a query engine it never uses.
process.env.PRISMA_CLIENT_ENGINE_TYPE ??= "client";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  engine: "js",
  experimental: { adapter: true },
  adapter: async () => new PrismaBetterSQLite3({ url: ":memory:" }),
});
