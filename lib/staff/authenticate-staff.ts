import { read, write } from "@/lib/db/client";
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

/**
 * Checks a staff login. After MAX_FAILED_LOGINS consecutive failures the
 * account is locked for LOCKOUT_MS, correct password or not.
 */
export async function authenticateStaff({ email, password, now = new Date() }: { email: string; password: string; now?: Date }): Promise<StaffActor | null> {
  const user = await read((tx) => tx.staffUser.findUnique({ where: { email: email.trim().toLowerCase() } }));
  if (!user || user.disabledAt) {
    await verifyPassword(password, await decoy);
    return null;
  }
  if (user.lockedUntil && user.lockedUntil > now) throw new LoginLockedError(user.lockedUntil);
  if (!(await verifyPassword(password, user.passwordHash))) {
    const failures = user.failedLogins + 1;
    await write((tx) =>
      tx.staffUser.update({
        where: { id: user.id },
        data: { failedLogins: failures >= MAX_FAILED_LOGINS ? 0 : failures, lockedUntil: failures >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCKOUT_MS) : null },
      }),
    );
    if (failures >= MAX_FAILED_LOGINS) throw new LoginLockedError(new Date(now.getTime() + LOCKOUT_MS));
    return null;
  }
  if (user.failedLogins > 0 || user.lockedUntil) {
    await write((tx) => tx.staffUser.update({ where: { id: user.id }, data: { failedLogins: 0, lockedUntil: null } }));
  }
  return { userId: user.id, name: user.name, email: user.email, role: staffRoleSchema.parse(user.role), partnerId: user.partnerId };
}
