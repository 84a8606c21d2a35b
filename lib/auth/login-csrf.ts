import { env } from "@/lib/config/env";
import { csrfCookieName, csrfCookieSecure, csrfTokenOf, newCsrfCookie } from "./csrf-cookie";
import { sessionSecret } from "./session-secret";

export interface LoginCsrf {
  name: string;
  token: string;
  /** Set when the browser has no valid cookie yet: the value to give it. */
  issue: { value: string; secure: boolean } | null;
}

/** The CSRF token of the login form: the browser's own when next-auth would accept it, else a new one to set. */
export function loginCsrf(cookieValueOf: (name: string) => string | undefined): LoginCsrf {
  const secure = csrfCookieSecure(env().NEXTAUTH_URL);
  const name = csrfCookieName(secure);
  const secret = sessionSecret();
  const token = csrfTokenOf(cookieValueOf(name), secret);
  if (token) return { name, token, issue: null };
  const fresh = newCsrfCookie(secret);
  return { name, token: fresh.token, issue: { value: fresh.value, secure } };
}
