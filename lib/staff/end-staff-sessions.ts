import "server-only";
import { write } from "@/lib/db/transactions";

/**
 * Ends every portal session of a user: sessions carry the user's session
 * version from sign-in, and each request refuses one that no longer matches
 * (lib/auth/current-staff.ts). Only a session still current can do this, so
 * a copied cookie that has already stopped working cannot sign its owner out
 * again and again.
 */
export async function endStaffSessions({ userId, sessionVersion }: { userId: string; sessionVersion: number }): Promise<void> {
  await write((queries) =>
    queries
      .updateTable("StaffUser")
      .set((eb) => ({ sessionVersion: eb("sessionVersion", "+", 1) }))
      .where("id", "=", userId)
      .where("sessionVersion", "=", sessionVersion)
      .execute(),
  );
}
