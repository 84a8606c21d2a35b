import "server-only";
import { forUpdate } from "@/lib/db/locks";
import { write } from "@/lib/db/transactions";
import { AppError, notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";

/**
 * Disables a portal user: they cannot sign in, and every session they hold
 * ends (their session version rises, so it stays ended should the account
 * ever be enabled again).
 * Disabling twice keeps the first time. Nobody disables themselves, so the
 * last administrator cannot lock everyone out by a slip.
 */
export async function disableStaffUser({ userId, byUserId, now = new Date() }: { userId: string; byUserId: string; now?: Date }): Promise<{ id: string; disabledAt: string }> {
  if (userId === byUserId) throw new AppError("forbidden", "You cannot disable your own account");
  return write(async (queries) => {
    const user = isUuid(userId) ? await forUpdate(queries.selectFrom("StaffUser").select(["id", "disabledAt"]).where("id", "=", userId)).executeTakeFirst() : undefined;
    if (!user) throw notFound("Staff user");
    const disabledAt = user.disabledAt ?? now;
    if (!user.disabledAt) {
      await queries
        .updateTable("StaffUser")
        .set((eb) => ({ disabledAt, sessionVersion: eb("sessionVersion", "+", 1) }))
        .where("id", "=", userId)
        .execute();
    }
    return { id: user.id, disabledAt: disabledAt.toISOString() };
  });
}
