import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { csrfCookieName, csrfTokenOf, newCsrfCookie } from "./csrf-cookie";

// next-auth's own check, from its files (its package exports do not list them).
const nextAuthDir = path.dirname(createRequire(import.meta.url).resolve("next-auth"));
const load = createRequire(import.meta.url);
const { createCSRFToken } = load(path.join(nextAuthDir, "core/lib/csrf-token.js")) as {
  createCSRFToken: (input: { options: { secret: string }; cookieValue?: string; isPost: boolean; bodyValue?: string }) => { csrfToken: string; csrfTokenVerified?: boolean; cookie?: string };
};
const { defaultCookies } = load(path.join(nextAuthDir, "core/lib/cookie.js")) as { defaultCookies: (secure: boolean) => { csrfToken: { name: string } } };

const SECRET = "a-session-secret";

describe("the login form's CSRF cookie", () => {
  it("is one next-auth verifies a form post against", () => {
    const { token, value } = newCsrfCookie(SECRET);
    expect(createCSRFToken({ options: { secret: SECRET }, cookieValue: value, isPost: true, bodyValue: token })).toEqual({ csrfToken: token, csrfTokenVerified: true });
  });

  it("reads the token of a cookie next-auth made", () => {
    const made = createCSRFToken({ options: { secret: SECRET }, isPost: false });
    expect(csrfTokenOf(made.cookie, SECRET)).toBe(made.csrfToken);
  });

  it("refuses a cookie made with another secret, or forged", () => {
    const { token, value } = newCsrfCookie("another-secret");
    expect(csrfTokenOf(value, SECRET)).toBeNull();
    expect(csrfTokenOf(`${token}|${"0".repeat(64)}`, SECRET)).toBeNull();
    expect(csrfTokenOf(token, SECRET)).toBeNull();
    expect(csrfTokenOf(undefined, SECRET)).toBeNull();
  });

  it.each([true, false])("has next-auth's name (secure cookies: %s)", (secure) => {
    expect(csrfCookieName(secure)).toBe(defaultCookies(secure).csrfToken.name);
  });
});
