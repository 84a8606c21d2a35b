import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Readies the SQLite file for opening so that only the service's own user
 * can read it: it holds customers' records (encrypted, but with their
 * hashes, amounts and dates). A new file, and a new directory for it, are
 * made private; an existing file readable by others is made private too.
 * SQLite gives its -wal and -shm files the main file's permissions.
 */
export function privateSqliteFile(file: string): string {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return file;
}
