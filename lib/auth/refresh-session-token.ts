import "server-only";
import type { JWT } from "next-auth/jwt";
import { env } from "@/lib/config/env";
import { read } from "@/lib/db/transactions";
import { staffRoleSchema } from "@/lib/codes/roles";

export type SessionEndReason = "incomplete" | "lifetime" | "no-user" | "disabled" | "signed-out" | "role";

/** The name of SessionEndedError, which is how next-auth's logger knows it (Next may load this module in more than one bundle). */
export const SESSION_ENDED = "SessionEndedError";

/** A session that must not be served: thrown where next-auth reads one, which then answers no session and deletes the cookie. */
export class SessionEndedError extends Error {
  constructor(readonly reason: SessionEndReason) {
    super(reason);
    this.name = SESSION_ENDED;
  }
}

/**
 * A session token checked against its user at every read, and brought up
 * to date: the user's name, e-mail, role and partner as they stand now.
 * Throws SessionEndedError once the session is past its lifetime from
 * sign-in (PORTAL_SESSION_LIFETIME_SECONDS, however often it was used), or
 * its user is gone, disabled or has ended their sessions (signed out, so
 * the version carried is no longer the user's). One read by primary key;
 * every page, server action, download and /api/auth/session goes through it.
 */
export async function refreshSessionToken({ token, now = new Date() }: { token: JWT; now?: Date }): Promise<JWT> {
  const { sub, sessionVersion, signedInAt } = token;
  if (!sub || sessionVersion === undefined || signedInAt === undefined) throw new SessionEndedError("incomplete");
  if (now.getTime() >= signedInAt + env().PORTAL_SESSION_LIFETIME_SECONDS * 1000) throw new SessionEndedError("lifetime");
  const user = await read((queries) =>
    queries.selectFrom("StaffUser").select(["name", "email", "role", "partnerId", "disabledAt", "sessionVersion"]).where("id", "=", sub).executeTakeFirst(),
  );
  if (!user) throw new SessionEndedError("no-user");
  if (user.disabledAt) throw new SessionEndedError("disabled");
  if (user.sessionVersion !== sessionVersion) throw new SessionEndedError("signed-out");
  const role = staffRoleSchema.safeParse(user.role);
  if (!role.success) throw new SessionEndedError("role");
  return { ...token, name: user.name, email: user.email, role: role.data, partnerId: user.partnerId };
}
