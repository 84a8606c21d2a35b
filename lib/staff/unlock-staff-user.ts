import "server-only";
import { forUpdate } from "@/lib/db/locks";
import { write } from "@/lib/db/transactions";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { logger } from "@/lib/log/logger";

/**
 * Lifts every sign-in lock on a portal user, the account-wide one and each
 * address's, and starts their failure counts afresh, so they can sign in at
 * once from anywhere. The user keeps who did it and when; the log has each time.
 */
export async function unlockStaffUser({ userId, byUserId, now = new Date() }: { userId: string; byUserId: string; now?: Date }): Promise<{ id: string; unlockedAt: string }> {
  await write(async (queries) => {
    const user = isUuid(userId) ? await forUpdate(queries.selectFrom("StaffUser").select("id").where("id", "=", userId)).executeTakeFirst() : undefined;
    if (!user) throw notFound("Staff user");
    await queries
      .updateTable("StaffUser")
      .set({ failedLogins: 0, failureWindowEndsAt: null, lockedUntil: null, unlockedAt: now, unlockedById: byUserId })
      .where("id", "=", userId)
      .execute();
    await queries.deleteFrom("StaffSignInLock").where("userId", "=", userId).execute();
  });
  logger.info({ userId, byUserId, unlockedAt: now.toISOString() }, "portal user unlocked");
  return { id: userId, unlockedAt: now.toISOString() };
}
