import { write } from "@/lib/db/legacy-prisma";

/**
 * Ends every portal session of a user: sessions carry the user's session
 * version from sign-in, and each request refuses one that no longer matches
 * (lib/auth/current-staff.ts). Only a session still current can do this, so
 * a copied cookie that has already stopped working cannot sign its owner out
 * again and again.
 */
export async function endStaffSessions({ userId, sessionVersion }: { userId: string; sessionVersion: number }): Promise<void> {
  await write((tx) => tx.staffUser.updateMany({ where: { id: userId, sessionVersion }, data: { sessionVersion: { increment: 1 } } }));
}
