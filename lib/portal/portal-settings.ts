import "server-only";
import { read } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { createPartner, type NewPartner } from "@/lib/partners/create-partner";
import { rotateSecret, type RotatedSecret } from "@/lib/partners/rotate-secret";
import { partnerCreateSchema } from "@/lib/schemas/partner";
import { parseInput } from "@/lib/schemas/parse";
import { accountState, type AccountState } from "@/lib/staff/account-state";
import { createStaffUser } from "@/lib/staff/create-staff-user";
import { disableStaffUser } from "@/lib/staff/disable-staff-user";
import { isLockedAt } from "@/lib/staff/failure-count";
import { can, staffRoleSchema, type StaffActor, type StaffRole } from "@/lib/codes/roles";
import { unlockStaffUser } from "@/lib/staff/unlock-staff-user";

// Every function here is an administrator's: the page checks too, but these
// refuse on their own so no other caller can reach partners or users.
export function assertAdministrator(actor: StaffActor): void {
  if (!can(actor, "administer")) throw new AppError("forbidden", "Your role does not allow this");
}

export interface PortalPartner {
  id: string;
  name: string;
  createdAt: string;
  /** `previousSecretExpiresAt`: while the secret replaced by the last rotation still works, until when; else null. */
  clients: { clientId: string; createdAt: string; rotatedAt: string | null; previousSecretExpiresAt: string | null }[];
  staffCount: number;
}

export async function listPortalPartners({ actor, now = new Date() }: { actor: StaffActor; now?: Date }): Promise<PortalPartner[]> {
  assertAdministrator(actor);
  const { partners, credentials } = await read(async (queries) => ({
    partners: await queries
      .selectFrom("Partner")
      .select(["id", "name", "createdAt"])
      .select((eb) => eb.selectFrom("StaffUser").select((count) => count.fn.countAll<number>().as("n")).whereRef("StaffUser.partnerId", "=", "Partner.id").as("staffCount"))
      .orderBy("name")
      .execute(),
    credentials: await queries
      .selectFrom("ApiCredential")
      .select(["partnerId", "clientId", "createdAt", "rotatedAt", "previousSecretExpiresAt"])
      .orderBy("createdAt")
      .execute(),
  }));
  return partners.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    clients: credentials.filter((client) => client.partnerId === row.id).map((client) => ({
      clientId: client.clientId,
      createdAt: client.createdAt.toISOString(),
      rotatedAt: client.rotatedAt?.toISOString() ?? null,
      previousSecretExpiresAt: client.previousSecretExpiresAt && client.previousSecretExpiresAt > now ? client.previousSecretExpiresAt.toISOString() : null,
    })),
    staffCount: Number(row.staffCount ?? 0),
  }));
}

export interface PortalStaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole | null;
  partnerName: string | null;
  state: AccountState;
  /** While locked: until when (the latest of its locks), and whether from every address or from how many. */
  lock: { until: string; everywhere: boolean; addresses: number } | null;
  disabledAt: string | null;
  /** The last time an administrator lifted the user's locks; `by` is null if that administrator is no longer a user. */
  lastUnlock: { at: string; by: string | null } | null;
  createdAt: string;
}

type LockRows = { userId: string; lockedUntil: Date | null }[];

/** A user's locks in force: the account-wide one and each address's. */
function lockOf(account: { lockedUntil: Date | null }, addressLocks: LockRows, now: Date): PortalStaffUser["lock"] {
  const everywhere = isLockedAt(account, now);
  const ends = [...(everywhere && account.lockedUntil ? [account.lockedUntil] : []), ...addressLocks.flatMap((lock) => (lock.lockedUntil ? [lock.lockedUntil] : []))];
  if (ends.length === 0) return null;
  return { until: new Date(Math.max(...ends.map((end) => end.getTime()))).toISOString(), everywhere, addresses: addressLocks.length };
}

export async function listPortalStaff({ actor, now = new Date() }: { actor: StaffActor; now?: Date }): Promise<PortalStaffUser[]> {
  assertAdministrator(actor);
  const { rows, addressLocks } = await read(async (queries) => ({
    rows: await queries
      .selectFrom("StaffUser")
      .leftJoin("Partner", "Partner.id", "StaffUser.partnerId")
      .leftJoin("StaffUser as Unlocker", "Unlocker.id", "StaffUser.unlockedById")
      .select([
        "StaffUser.id",
        "StaffUser.email",
        "StaffUser.name",
        "StaffUser.role",
        "StaffUser.lockedUntil",
        "StaffUser.disabledAt",
        "StaffUser.createdAt",
        "StaffUser.unlockedAt",
        "Partner.name as partnerName",
        "Unlocker.name as unlockedByName",
      ])
      .orderBy("StaffUser.email")
      .execute(),
    addressLocks: await queries.selectFrom("StaffSignInLock").select(["userId", "lockedUntil"]).where("lockedUntil", ">", now).execute(),
  }));
  return rows.map((row) => {
    const lock = lockOf(row, addressLocks.filter((address) => address.userId === row.id), now);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: staffRoleSchema.safeParse(row.role).data ?? null,
      partnerName: row.partnerName,
      state: accountState({ disabledAt: row.disabledAt, lockedUntil: lock ? new Date(lock.until) : null }, now),
      lock,
      disabledAt: row.disabledAt?.toISOString() ?? null,
      lastUnlock: row.unlockedAt ? { at: row.unlockedAt.toISOString(), by: row.unlockedByName } : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A new partner with one API client; the secret is in the answer and nowhere else. */
export async function createPortalPartner({ actor, input }: { actor: StaffActor; input: unknown }): Promise<NewPartner> {
  assertAdministrator(actor);
  const { name } = parseInput(partnerCreateSchema, input);
  return createPartner({ name });
}

export async function rotatePortalClientSecret({ actor, clientId }: { actor: StaffActor; clientId: string }): Promise<RotatedSecret> {
  assertAdministrator(actor);
  return rotateSecret({ clientId, actor: `staff:${actor.email}` });
}

export async function createPortalStaffUser({ actor, input }: { actor: StaffActor; input: unknown }): Promise<{ id: string; email: string }> {
  assertAdministrator(actor);
  return createStaffUser({ input });
}

/** Lets a locked-out user sign in again at once, from anywhere. */
export async function unlockPortalStaffUser({ actor, userId }: { actor: StaffActor; userId: string }): Promise<{ id: string; unlockedAt: string }> {
  assertAdministrator(actor);
  return unlockStaffUser({ userId, byUserId: actor.userId });
}

export async function disablePortalStaffUser({ actor, userId }: { actor: StaffActor; userId: string }): Promise<{ id: string; disabledAt: string }> {
  assertAdministrator(actor);
  return disableStaffUser({ userId, byUserId: actor.userId });
}
