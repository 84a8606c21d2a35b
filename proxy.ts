import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { loginCsrf } from "@/lib/auth/login-csrf";
import { REQUESTED_PATH_HEADER } from "@/lib/auth/requested-path";
import { pagePolicy, securityHeaders } from "@/lib/http/security-headers";

/**
 * Pages (and next-auth's endpoints) get the security headers and a fresh
 * script nonce. Next reads the nonce from the request's policy header and
 * puts it on the scripts it renders, so the root layout renders every page
 * per request. API routes and the portal's file routes set their own
 * headers in lib/http (no proxy on the API's hot paths).
 *
 * Pages also learn the path asked for, so a signed-out visitor is sent to
 * the login page with it; and the login page gets next-auth's CSRF cookie
 * here, where a cookie can be set, so its form posts without JavaScript.
 */
export function proxy(request: NextRequest): NextResponse {
  const policy = pagePolicy(randomBytes(16).toString("base64"));
  const csrf = request.method === "GET" && request.nextUrl.pathname === "/login" ? loginCsrf((name) => request.cookies.get(name)?.value) : null;
  if (csrf?.issue) request.cookies.set(csrf.name, csrf.issue.value);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.set(REQUESTED_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders(policy))) response.headers.set(name, value);
  if (csrf?.issue) response.cookies.set(csrf.name, csrf.issue.value, { httpOnly: true, sameSite: "lax", path: "/", secure: csrf.issue.secure });
  return response;
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|portal-files).*)", "/api/auth/:path*"],
};
