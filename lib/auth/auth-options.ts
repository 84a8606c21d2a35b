import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { clientAddressOf } from "@/lib/http/client-address";
import { endStaffSessions } from "@/lib/staff/end-staff-sessions";
import { loginSchema } from "@/lib/schemas/staff";
import { nextAuthLogger } from "./next-auth-logger";
import { refreshSessionToken } from "./refresh-session-token";
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
  logger: nextAuthLogger,
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
          if (error instanceof SignInRateLimitedError) throw new Error(SIGN_IN_ERRORS.rateLimited);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    // next-auth 4 keeps any path, "//evil.example" included (it joins it to the base URL): only this site's pages.
    redirect: async (params) => sameOriginRedirect(params),
    // At sign-in `user` is the staff member authorize() just checked. At every
    // later read of the session the token is checked against the database; a
    // session that has ended throws, and next-auth then answers no session and
    // deletes the cookie rather than renewing it (next-auth 4 has no other way
    // for this callback to end one: an empty token would be renewed too).
    async jwt({ token, user }) {
      if (!user) return refreshSessionToken({ token });
      return { ...token, role: user.role, partnerId: user.partnerId, sessionVersion: user.sessionVersion, signedInAt: Date.now() };
    },
    async session({ session, token }) {
      const { sub, name, email, role } = token;
      if (!sub || !name || !email || !role) return session;
      return { ...session, user: { id: sub, name, email, role, partnerId: token.partnerId ?? null } };
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
