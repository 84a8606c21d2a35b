import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddressOf } from "@/lib/http/client-address";
import { LoginLockedError } from "@/lib/staff/authenticate-staff";
import { endStaffSessions } from "@/lib/staff/end-staff-sessions";
import { staffRoleSchema } from "@/lib/staff/roles";
import { loginSchema } from "@/lib/schemas/staff";
import { sameOriginRedirect } from "./safe-callback-url";
import { sessionSecret } from "./session-secret";
import { SIGN_IN_ERRORS } from "./sign-in-errors";
import { SignInRateLimitedError } from "./sign-in-limits";
import { signInStaff } from "./sign-in-staff";

export const authOptions: NextAuthOptions = {
  // Read at first use, not at import: the build imports this module too,
  // without the server's environment or data directory.
  get secret() {
    return sessionSecret();
  },
  session: { strategy: "jwt", maxAge: 8 * 60 * 60 },
  // Errors too: a refused form post (scripts not loaded yet) comes back to the login page, which words them.
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "LoanDesk",
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        try {
          const actor = await signInStaff({ ...parsed.data, address: clientAddressOf(request.headers) });
          return actor
            ? { id: actor.userId, name: actor.name, email: actor.email, role: actor.role, partnerId: actor.partnerId, sessionVersion: actor.sessionVersion }
            : null;
        } catch (error) {
          // next-auth hands this message back to the login page as `error`.
          if (error instanceof LoginLockedError) throw new Error(SIGN_IN_ERRORS.locked);
          if (error instanceof SignInRateLimitedError) throw new Error(SIGN_IN_ERRORS.rateLimited);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    // next-auth 4 keeps any path, "//evil.example" included (it joins it to the base URL): only this site's pages.
    redirect: async (params) => sameOriginRedirect(params),
    async jwt({ token, user }) {
      if (user) {
        token.role = user.role;
        token.partnerId = user.partnerId;
        token.sessionVersion = user.sessionVersion;
      }
      return token;
    },
    async session({ session, token }) {
      const role = staffRoleSchema.safeParse(token.role);
      if (session.user && role.success && token.sub && token.sessionVersion !== undefined) {
        session.user.id = token.sub;
        session.user.role = role.data;
        session.user.partnerId = token.partnerId ?? null;
        session.user.sessionVersion = token.sessionVersion;
      }
      return session;
    },
  },
  events: {
    // A JWT session lives in the cookie, so clearing the cookie alone would
    // leave any copy of it working: sign-out ends the session on the server.
    async signOut({ token }) {
      if (token?.sub && token.sessionVersion !== undefined) await endStaffSessions({ userId: token.sub, sessionVersion: token.sessionVersion });
    },
  },
};
