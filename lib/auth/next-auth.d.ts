import type { DefaultSession } from "next-auth";
import type { StaffRole } from "@/lib/staff/roles";

declare module "next-auth" {
  interface User {
    role: StaffRole;
    partnerId: string | null;
    sessionVersion: number;
  }
  interface Session {
    user: DefaultSession["user"] & { id: string; role: StaffRole; partnerId: string | null; sessionVersion: number };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: StaffRole;
    partnerId?: string | null;
    /** StaffUser.sessionVersion when the session began; the session ends when the two differ. */
    sessionVersion?: number;
  }
}
