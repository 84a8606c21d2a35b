// Derives the PostgreSQL copy of the one Prisma schema (see prisma/schema.prisma),
// from which scripts/new-migration.mjs diffs PostgreSQL's migration SQL.
export const SQLITE_SCHEMA = "prisma/schema.prisma";

export function toPostgres(schemaText) {
  return schemaText
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('url      = "file:./placeholder.db"', 'url      = "postgresql://placeholder@localhost/placeholder"')
    // The query layer's types are made once, from the SQLite schema; this copy only diffs into SQL.
    .replace(/generator kysely \{[^}]*\}\n\n/, "");
}
