// npm run backup [-- --to <folder or file.db>] — a consistent copy of the
// SQLite database named by DATABASE_URL, taken while the service runs and
// checked before it gets its name. A folder (default: backups/ beside the
// database file) gets loandesk-<UTC time>.db. PostgreSQL is backed up with
// its own tools: docs/operations.md, "Backups and restore".
import path from "node:path";
import { parseArgs } from "node:util";
import { env, isPostgres, sqlitePath } from "@/lib/config/env";
import { backupSqlite, BackupRefused } from "@/lib/db/sqlite-backup";

const USAGE = "usage: npm run backup [-- --to <folder or file.db>]";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: "string" } } });
  const { DATABASE_URL } = env();
  if (isPostgres(DATABASE_URL)) {
    console.error(
      'npm run backup is for SQLite. Back PostgreSQL up with pg_dump -Fc (nightly) and WAL archiving for point-in-time recovery: docs/operations.md, "Backups and restore".',
    );
    return 2;
  }
  const databaseFile = path.resolve(sqlitePath(DATABASE_URL));
  const result = await backupSqlite(databaseFile, values.to ?? path.join(path.dirname(databaseFile), "backups"));
  console.log(`Backup:          ${result.file} (${result.bytes} bytes, ${result.durationMs} ms)`);
  console.log(`integrity_check: ${result.integrity}`);
  console.log(`migrations:      ${result.migrations.applied} applied, the last ${result.migrations.last}`);
  console.log("rows:");
  for (const [table, count] of Object.entries(result.rows)) console.log(`  ${table.padEnd(30)} ${count}`);
  console.log("The data key is not in this file: keep its backup apart (docs/operations.md).");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefused) {
      console.error(error.message);
      process.exit(3);
    }
    const usageError = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS") === true;
    console.error(usageError ? `${(error as Error).message}\n${USAGE}` : error);
    process.exit(1);
  },
);
