import "server-only";
import { forUpdate } from "@/lib/db/locks";
import { write, type Queries } from "@/lib/db/transactions";
import type { StaffUserRow } from "@/lib/db/tables";
import { logger } from "@/lib/log/logger";
import { countSignInLock } from "@/lib/metrics/counters";
import { countFailure, NO_FAILURES, signInLockRules, type CountedFailure } from "./failure-count";
import { hashPassword, verifyPassword } from "./passwords";
import { staffRoleSchema, type StaffActor } from "@/lib/codes/roles";

// Checked instead when no password can be (an unknown e-mail, a disabled
// or locked account), so every refusal costs the same time as a wrong
// password and none reveals which addresses exist or are locked.
const decoy = hashPassword("not a real password");

type ClaimedUser = Pick<StaffUserRow, "id" | "name" | "email" | "role" | "partnerId" | "passwordHash" | "sessionVersion">;

/** A staff member who has just proved their password, with the session version their session will carry. */
export type AuthenticatedStaff = StaffActor & { sessionVersion: number };

interface Claim {
  user: ClaimedUser;
  fromAddress: CountedFailure;
  onAccount: CountedFailure;
}

/** Operators hear of each lock an attempt sets: one address's, or the whole account's. */
function logLocks({ user, fromAddress, onAccount }: Claim): void {
  for (const [scope, count] of [["address", fromAddress], ["account", onAccount]] as const) {
    if (!count.lockedUntil) continue;
    logger.warn({ userId: user.id, scope, lockedUntil: count.lockedUntil.toISOString() }, "portal sign-in locked");
    countSignInLock(scope);
  }
}

/**
 * Counts an attempt as a failure before its password is checked, on the
 * account and on the account from this address, while holding the
 * account's row: attempts on one account take turns, however many run at
 * once, and each sees the counts the one before left. Null when the
 * attempt cannot be checked: no such active user, or a lock on either
 * count; nothing is counted then, so an address that keeps trying after
 * its own lock adds nothing to the account's count.
 */
async function claimAttempt(queries: Queries, { email, address, now }: { email: string; address: string; now: Date }): Promise<Claim | null> {
  const user = await forUpdate(
    queries
      .selectFrom("StaffUser")
      .select(["id", "name", "email", "role", "partnerId", "passwordHash", "sessionVersion", "disabledAt", "failedLogins", "failureWindowEndsAt", "lockedUntil"])
      .where("email", "=", email),
  ).executeTakeFirst();
  if (!user || user.disabledAt) return null;
  const pair = await queries
    .selectFrom("StaffSignInLock")
    .select(["failures", "windowEndsAt", "lockedUntil"])
    .where("userId", "=", user.id)
    .where("address", "=", address)
    .executeTakeFirst();
  const rules = signInLockRules();
  const fromAddress = countFailure(pair ?? NO_FAILURES, rules.perAddress, now);
  const onAccount = countFailure({ failures: user.failedLogins, windowEndsAt: user.failureWindowEndsAt, lockedUntil: user.lockedUntil }, rules.perAccount, now);
  if (!fromAddress || !onAccount) return null;

  await queries
    .updateTable("StaffUser")
    .set({ failedLogins: onAccount.failures, failureWindowEndsAt: onAccount.windowEndsAt, lockedUntil: onAccount.lockedUntil })
    .where("id", "=", user.id)
    .execute();
  await queries
    .insertInto("StaffSignInLock")
    .values({ userId: user.id, address, ...fromAddress })
    .onConflict((conflict) => conflict.columns(["userId", "address"]).doUpdateSet(fromAddress))
    .execute();
  // Addresses whose window and lock have both ended count for nothing.
  await queries
    .deleteFrom("StaffSignInLock")
    .where("userId", "=", user.id)
    .where("windowEndsAt", "<=", now)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", now)]))
    .execute();
  return { user, fromAddress, onAccount };
}

/** A success starts the account's count, and this address's, afresh. */
async function resetFailures(queries: Queries, userId: string, address: string): Promise<void> {
  await queries.updateTable("StaffUser").set({ failedLogins: 0, failureWindowEndsAt: null, lockedUntil: null }).where("id", "=", userId).execute();
  await queries.deleteFrom("StaffSignInLock").where("userId", "=", userId).where("address", "=", address).execute();
}

/**
 * Checks a staff login from a client address (lib/http/client-address.ts).
 * Failures lock the account for that address (SIGN_IN_LOCK_FAILURES_PER_ADDRESS
 * in the window), and for every address past the account-wide count
 * (SIGN_IN_LOCK_FAILURES_PER_ACCOUNT), correct password or not; no more
 * passwords than those counts allow are checked, however many attempts run
 * at once. Every refusal is null, after one password check: a locked,
 * disabled or unknown account cannot be told from a wrong password.
 */
export async function authenticateStaff({ email, password, address, now = new Date() }: { email: string; password: string; address: string; now?: Date }): Promise<AuthenticatedStaff | null> {
  const claim = await write((queries) => claimAttempt(queries, { email: email.trim().toLowerCase(), address, now }));
  if (!claim) {
    await verifyPassword(password, await decoy);
    return null;
  }
  logLocks(claim);
  const { user } = claim;
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  await write((queries) => resetFailures(queries, user.id, address));
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    role: staffRoleSchema.parse(user.role),
    partnerId: user.partnerId,
    sessionVersion: user.sessionVersion,
  };
}
