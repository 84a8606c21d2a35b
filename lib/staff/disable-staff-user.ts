import { write } from "@/lib/db/legacy-prisma";
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
  return write(async (tx) => {
    const user = isUuid(userId) ? await tx.staffUser.findUnique({ where: { id: userId }, select: { id: true, disabledAt: true } }) : null;
    if (!user) throw notFound("Staff user");
    const disabledAt = user.disabledAt ?? now;
    if (!user.disabledAt) await tx.staffUser.update({ where: { id: userId }, data: { disabledAt, sessionVersion: { increment: 1 } } });
    return { id: user.id, disabledAt: disabledAt.toISOString() };
  });
}
