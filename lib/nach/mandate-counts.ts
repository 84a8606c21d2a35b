import "server-only";
import { staleBefore } from "@/lib/calendar/working-days";
import { env } from "@/lib/config/env";
import { read } from "@/lib/db/transactions";

/**
 * Mandates per status, from the counts the database keeps beside them
 * (NachStatusCount, kept by migration 0031's triggers): a few rows, however
 * many mandates there are. Counting PhysicalNach itself took half a second
 * of SQLite's one connection at a million mandates.
 */
export async function mandateCountsByStatus(): Promise<Map<string, number>> {
  const rows = await read((queries) => queries.selectFrom("NachStatusCount").select(["status", "count"]).execute());
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * Initiated mandates within `workingDays` of NPCI's staleness limit
 * (NACH_EXPIRE_AFTER_WORKING_DAYS, the age at which the expiry job ends
 * them), or past it and not expired yet: the ones operations must get
 * registered soon or lose. One range of the index on status and date.
 */
export async function mandatesNearStaleness(now: Date, workingDays: number): Promise<number> {
  const limit = env().NACH_EXPIRE_AFTER_WORKING_DAYS;
  const cutoff = staleBefore(now, Math.max(limit - workingDays, 0));
  const row = await read((queries) =>
    queries
      .selectFrom("PhysicalNach")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "initiated")
      .where("createdAt", "<", cutoff)
      .executeTakeFirstOrThrow(),
  );
  return Number(row.count);
}
