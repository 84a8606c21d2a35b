import { read, write, type Queries } from "@/lib/db/client";
import type { StaffUserRow } from "@/lib/db/tables";
import { accountState } from "./account-state";
import { hashPassword, verifyPassword } from "./passwords";
import { staffRoleSchema, type StaffActor } from "./roles";

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export class LoginLockedError extends Error {
  constructor(readonly until: Date) {
    super("Too many failed attempts; try again later");
  }
}

// Compared against when the e-mail is unknown, so a wrong address costs the
// same time as a wrong password and does not reveal which addresses exist.
const decoy = hashPassword("not a real password");

type ClaimedUser = Pick<StaffUserRow, "id" | "name" | "email" | "role" | "partnerId" | "passwordHash" | "failedLogins" | "sessionVersion">;

/** A staff member who has just proved their password, with the session version their session will carry. */
export type AuthenticatedStaff = StaffActor & { sessionVersion: number };

/**
 * Counts an attempt as a failure before its password is checked, in one
 * conditional UPDATE, so that parallel attempts each see their own count:
 * only an account that is not locked (or whose lock has ended, which starts
 * the count afresh) can be claimed. The attempt that reaches the maximum
 * sets the lock in the same transaction, while it holds the row, so no
 * further attempt is claimed even before its own password is checked.
 */
async function claimAttempt(queries: Queries, email: string, now: Date): Promise<ClaimedUser | null> {
  const claimed = await queries
    .updateTable("StaffUser")
    .set((eb) => ({
      failedLogins: eb.case().when("lockedUntil", "is", null).then(eb("failedLogins", "+", 1)).else(1).end(),
      lockedUntil: null,
    }))
    .where("email", "=", email)
    .where("disabledAt", "is", null)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", now)]))
    .returning(["id", "name", "email", "role", "partnerId", "passwordHash", "failedLogins", "sessionVersion"])
    .executeTakeFirst();
  if (!claimed) return null;
  if (claimed.failedLogins >= MAX_FAILED_LOGINS) {
    await queries
      .updateTable("StaffUser")
      .set({ lockedUntil: new Date(now.getTime() + LOCKOUT_MS) })
      .where("id", "=", claimed.id)
      .execute();
  }
  return claimed;
}

/** Why an attempt could not be claimed: a lock (thrown), or no such active user. */
async function refuseUnclaimed(email: string, password: string, now: Date): Promise<null> {
  const user = await read((queries) => queries.selectFrom("StaffUser").select(["disabledAt", "lockedUntil"]).where("email", "=", email).executeTakeFirst());
  if (user && user.lockedUntil && accountState(user, now) === "locked") throw new LoginLockedError(user.lockedUntil);
  if (!user || user.disabledAt) await verifyPassword(password, await decoy);
  return null;
}

/**
 * Checks a staff login. After MAX_FAILED_LOGINS consecutive failures the
 * account is locked for LOCKOUT_MS, correct password or not, however many
 * attempts run at once: no more than MAX_FAILED_LOGINS passwords are checked
 * between two successes or lockouts. A success resets the count.
 */
export async function authenticateStaff({ email, password, now = new Date() }: { email: string; password: string; now?: Date }): Promise<AuthenticatedStaff | null> {
  const address = email.trim().toLowerCase();
  const user = await write((tx) => claimAttempt(tx, address, now));
  if (!user) return refuseUnclaimed(address, password, now);
  if (!(await verifyPassword(password, user.passwordHash))) {
    if (user.failedLogins >= MAX_FAILED_LOGINS) throw new LoginLockedError(new Date(now.getTime() + LOCKOUT_MS));
    return null;
  }
  await write((queries) => queries.updateTable("StaffUser").set({ failedLogins: 0, lockedUntil: null }).where("id", "=", user.id).execute());
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    role: staffRoleSchema.parse(user.role),
    partnerId: user.partnerId,
    sessionVersion: user.sessionVersion,
  };
}
