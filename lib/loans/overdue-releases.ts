import "server-only";
import { read, write } from "@/lib/db/transactions";
import { todayInIndia } from "@/lib/calendar/india-day";
import { logger } from "@/lib/log/logger";

/**
 * Raises an operations alert for each withheld release not recorded by its
 * due date (contract v3 section 6): a warn line naming the loan, the
 * tranche and its date (as the exposure probe alert is raised), once per
 * release. "Once" is the row's `alertedAt`: the check claims a release by
 * setting it, only where it is still null, and only the instance whose
 * update changed the row logs the alert, so two instances polling one
 * database, or a restart, never repeat it. A release is overdue from the IST
 * day after its date; a cancelled one (the borrower exited) is not.
 */
export async function alertOverdueReleases(now: Date = new Date(), limit = 100): Promise<number> {
  const today = todayInIndia(now);
  // Looked for with a read first: the check runs every second or so, and most runs find nothing to write.
  const candidates = await read((queries) =>
    queries
      .selectFrom("WithheldRelease")
      .select("id")
      .where("alertedAt", "is", null)
      .where("dueOn", "<", today)
      .where("releasedAt", "is", null)
      .where("cancelledAt", "is", null)
      .orderBy("dueOn")
      .limit(limit)
      .execute(),
  );
  if (candidates.length === 0) return 0;
  const claimed = await write((queries) =>
    queries
      .updateTable("WithheldRelease")
      .set({ alertedAt: now })
      .where("id", "in", candidates.map((row) => row.id))
      .where("alertedAt", "is", null)
      .where("releasedAt", "is", null)
      .where("cancelledAt", "is", null)
      .returning(["loanId", "position", "dueOn", "amount"])
      .execute(),
  );
  for (const release of claimed) {
    logger.warn(
      { alert: "withheld_release_overdue", lead_id: release.loanId, position: release.position, due_on: release.dueOn, amount: release.amount },
      "a withheld release was not recorded by its due date: operations must release it to the borrower's account",
    );
  }
  return claimed.length;
}
