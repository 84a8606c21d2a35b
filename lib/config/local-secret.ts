import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env, isPostgres, sqlitePath } from "./env";

/**
 * Where demo mode keeps what it generates for itself: beside the SQLite
 * file, so a fresh database gets fresh secrets and a kept one keeps its own;
 * `data/` of the working directory when the database is PostgreSQL.
 */
export function demoDataDirectory(): string {
  const { DATABASE_URL } = env();
  return path.resolve(isPostgres(DATABASE_URL) ? "data" : path.dirname(sqlitePath(DATABASE_URL)));
}

/**
 * A random secret of `bytes` bytes kept in the file `name` of the demo data
 * directory, made on first use. Demo mode only: production takes every
 * secret from its configuration and refuses to start without it. The file
 * is written aside and linked into place, which fails if it exists, so
 * processes starting together agree on one whole value.
 */
export function demoLocalSecret(name: string, bytes: number): Buffer {
  const file = path.join(demoDataDirectory(), name);
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, randomBytes(bytes).toString("base64"), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (secret.length !== bytes) throw new Error(`${file} does not hold a ${bytes}-byte secret; remove it to have a new one made`);
  return secret;
}
