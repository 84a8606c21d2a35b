import { sql, type Compilable, type OperationNodeSource } from "kysely";
import type { Queries } from "./client";
import { layer } from "./database";

/** An INSERT, UPDATE or DELETE built on a `Queries`. */
type AnyChange = Compilable<unknown> & OperationNodeSource;

/**
 * insertTogether (lib/db/client.ts) for changes of any kind, inside a
 * write: on PostgreSQL one statement, each change a WITH query, so an
 * update and the audit rows it leaves cost one round trip; on SQLite one
 * after the other. All of them see the data as it was before the
 * statement, so a change that must see another's effect (a row deleted
 * and inserted again under its id) goes in a statement of its own.
 */
export async function changeTogether(queries: Queries, changes: AnyChange[]): Promise<void> {
  if (changes.length === 0) return;
  if (layer().kind === "sqlite") {
    for (const change of changes) await queries.executeQuery(change.compile());
    return;
  }
  const parts = changes.map((change, index) => sql`${sql.id(`change_${index}`)} AS (${change})`);
  await sql`WITH ${sql.join(parts)} SELECT 1`.execute(queries);
}
