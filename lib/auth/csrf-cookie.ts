import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * next-auth 4's CSRF double-submit cookie, made before its scripts run, so
 * the login form can post to the credentials callback without JavaScript:
 * the cookie holds `token|sha256(token + secret)` and the form sends the
 * token. This follows next-auth's core/lib/csrf-token.js and cookie.js for
 * the pinned version (4.24); a unit test checks that next-auth accepts it.
 */
export function csrfCookieName(secure: boolean): string {
  return `${secure ? "__Host-" : ""}next-auth.csrf-token`;
}

const hashOf = (token: string, secret: string) => createHash("sha256").update(`${token}${secret}`).digest("hex");

/** The token a cookie value carries, when next-auth would take it as its own. */
export function csrfTokenOf(cookieValue: string | undefined, secret: string): string | null {
  const [token, hash] = cookieValue?.split("|") ?? [];
  if (!token || !hash) return null;
  const expected = Buffer.from(hashOf(token, secret));
  const given = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A fresh token and the cookie value next-auth checks it against. */
export function newCsrfCookie(secret: string): { token: string; value: string } {
  const token = randomBytes(32).toString("hex");
  return { token, value: `${token}|${hashOf(token, secret)}` };
}

/** next-auth sets `__Host-` cookies when its public address is HTTPS; so must we. */
export const csrfCookieSecure = (publicUrl: string | undefined): boolean => (publicUrl ?? "").startsWith("https://");
