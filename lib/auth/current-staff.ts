import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors/app-error";
import { can, type Permission, type StaffActor } from "@/lib/codes/roles";
import { takePortalAction } from "./action-limits";
import { authOptions } from "./auth-options";
import { loginUrlFor, REQUESTED_PATH_HEADER } from "./requested-path";

/**
 * The signed-in staff member, as the database has them now: reading the
 * session checks it against its user (lib/auth/refresh-session-token.ts), so
 * a disabled user, a changed role, a session past its lifetime or one ended
 * by signing out (elsewhere, with a copy of its cookie) take effect at once;
 * null when signed out or ended.
 */
export async function currentStaff(): Promise<StaffActor | null> {
  const user = (await getServerSession(authOptions))?.user;
  if (!user?.id) return null;
  return { userId: user.id, name: user.name, email: user.email, role: user.role, partnerId: user.partnerId };
}

/** For pages: the staff member, or a redirect to the login page, which brings them back here. */
export async function requireStaff(): Promise<StaffActor> {
  const actor = await currentStaff();
  if (!actor) redirect(loginUrlFor((await headers()).get(REQUESTED_PATH_HEADER)));
  return actor;
}

/** For server actions: the staff member within their action allowance, or an error the form can show. */
export async function requireSignedIn(): Promise<StaffActor> {
  const actor = await currentStaff();
  if (!actor) throw new AppError("unauthorized", "Your session has ended; sign in again");
  await takePortalAction(actor.userId);
  return actor;
}

/** For server actions: the staff member allowed to do this, or an error the form can show. */
export async function requirePermission(permission: Permission): Promise<StaffActor> {
  const actor = await requireSignedIn();
  if (!can(actor, permission)) throw new AppError("forbidden", "Your role does not allow this");
  return actor;
}
