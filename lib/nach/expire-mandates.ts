import "server-only";
import { read } from "@/lib/db/transactions";
import { staleBefore } from "@/lib/calendar/working-days";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/log/logger";
import { reportNachStatus } from "./report-nach-status";
import { SERVICE_ACTOR } from "@/lib/actors/recorded-actor";

/**
 * Expires mandates left initiated past NPCI's staleness limit, counted in
 * working days from the mandate's date; each expiry is reported like any status.
 */
export async function expireStaleMandates(now = new Date(), limit = 100): Promise<number> {
  const cutoff = staleBefore(now, env().NACH_EXPIRE_AFTER_WORKING_DAYS);
  const stale = await read((queries) =>
    queries.selectFrom("PhysicalNach").select("id").where("status", "=", "initiated").where("createdAt", "<", cutoff).orderBy("createdAt").limit(limit).execute(),
  );
  for (const { id } of stale) {
    try {
      await reportNachStatus({ nachId: id, report: { status: "expired" }, actor: SERVICE_ACTOR.mandateExpiry, now });
    } catch (error) {
      logger.warn({ err: error, physical_nach_id: id }, "could not expire a mandate");
    }
  }
  return stale.length;
}
