import "server-only";
import { sql } from "kysely";
import { layer } from "./database";
import type { Queries } from "./transactions";

/**
 * Tells every instance listening on `channel` (lib/db/postgres-listener.ts)
 * once, and only if, the transaction commits; several in one transaction
 * arrive as one. SQLite has one process, which wakes its own workers.
 */
export async function notifyOnCommit(queries: Queries, channel: string): Promise<void> {
  if (layer().kind === "postgres") await sql`SELECT pg_notify(${channel}, '')`.execute(queries);
}
