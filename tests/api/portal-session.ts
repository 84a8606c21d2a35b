import { expect } from "vitest";
import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
const cookiesOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * Signs a portal user in as the login form does (next-auth's credentials
 * flow: CSRF token, then the callback) and returns the session's Cookie
 * header.
 */
export async function portalSession(baseUrl: string, email: string, password = DEMO_STAFF_PASSWORD): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf) },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
    redirect: "manual",
  });
  const cookie = cookiesOf(signIn);
  expect(cookie, `no session for ${email}`).toMatch(/next-auth\.session-token=/);
  return cookie;
}

/** A signed scan as the portal's download gives it to a signed-in user. */
export async function downloadScan(baseUrl: string, cookie: string, nachId: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}/portal-files/nach/${nachId}/scan`, { headers: { cookie } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
