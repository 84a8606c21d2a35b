// Derives the PostgreSQL copy of the one Prisma schema (see prisma/schema.prisma).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const SQLITE_SCHEMA = "prisma/schema.prisma";
export const POSTGRES_SCHEMA = "prisma/generated/postgres.prisma";

export function toPostgres(schemaText) {
  return schemaText
    .replace('provider = "sqlite"', 'provider = "postgresql"')
    .replace('url      = "file:./placeholder.db"', 'url      = "postgresql://placeholder@localhost/placeholder"')
    .replace('output     = "../lib/generated/sqlite"', 'output     = "../../lib/generated/postgres"')
    // The query layer's types are one file for both databases, made from the SQLite schema.
    .replace(/generator kysely \{[^}]*\}\n\n/, "");
}

export function writePostgresSchema(schemaText, file = POSTGRES_SCHEMA) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, toPostgres(schemaText));
  return file;
}
