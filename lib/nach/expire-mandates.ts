import { read } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/log/logger";
import { reportNachStatus } from "./report-nach-status";

/** Expires mandates left initiated past the configured age; each expiry is reported like any status. */
export async function expireStaleMandates(now = new Date(), limit = 100): Promise<number> {
  const cutoff = new Date(now.getTime() - env().NACH_EXPIRE_AFTER_HOURS * 3_600_000);
  const stale = await read((tx) =>
    tx.physicalNach.findMany({ where: { status: "initiated", createdAt: { lt: cutoff } }, orderBy: { createdAt: "asc" }, take: limit, select: { id: true } }),
  );
  for (const { id } of stale) {
    try {
      await reportNachStatus({ nachId: id, report: { status: "expired" }, actor: "expiry-job", now });
    } catch (error) {
      logger.warn({ err: error, physical_nach_id: id }, "could not expire a mandate");
    }
  }
  return stale.length;
}
