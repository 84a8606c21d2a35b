import type { DefaultSession } from "next-auth";
import type { StaffRole } from "@/lib/codes/roles";

declare module "next-auth" {
  interface User {
    role: StaffRole;
    partnerId: string | null;
    sessionVersion: number;
  }
  interface Session {
    user: DefaultSession["user"] & { id: string; name: string; email: string; role: StaffRole; partnerId: string | null };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: StaffRole;
    partnerId?: string | null;
    /** StaffUser.sessionVersion when the session began; the session ends when the two differ. */
    sessionVersion?: number;
    /** When the user signed in (epoch milliseconds): the session ends PORTAL_SESSION_LIFETIME_SECONDS later. */
    signedInAt?: number;
  }
}
