import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { read } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { can, staffRoleSchema, type Permission, type StaffActor } from "@/lib/staff/roles";
import { takePortalAction } from "./action-limits";
import { authOptions } from "./auth-options";
import { loginUrlFor, REQUESTED_PATH_HEADER } from "./requested-path";

/**
 * The signed-in staff member, re-read from the database so that a disabled
 * user or a changed role takes effect at once; null when signed out, or when
 * the session has been ended (signed out elsewhere with a copy of its cookie,
 * or the user disabled) and its version is no longer the user's.
 */
export async function currentStaff(): Promise<StaffActor | null> {
  const session = await getServerSession(authOptions);
  if (!session?.user?.id) return null;
  const user = await read((queries) =>
    queries
      .selectFrom("StaffUser")
      .select(["id", "name", "email", "role", "partnerId", "disabledAt", "sessionVersion"])
      .where("id", "=", session.user.id)
      .executeTakeFirst(),
  );
  if (!user || user.disabledAt || user.sessionVersion !== session.user.sessionVersion) return null;
  const role = staffRoleSchema.safeParse(user.role);
  if (!role.success) return null;
  return { userId: user.id, name: user.name, email: user.email, role: role.data, partnerId: user.partnerId };
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
