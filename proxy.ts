import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { pagePolicy, securityHeaders } from "@/lib/http/security-headers";

/**
 * Pages (and next-auth's endpoints) get the security headers and a fresh
 * script nonce. Next reads the nonce from the request's policy header and
 * puts it on the scripts it renders, so the root layout renders every page
 * per request. API routes and the portal's file routes set their own
 * headers in lib/http (no proxy on the API's hot paths).
 */
export function proxy(request: NextRequest): NextResponse {
  const policy = pagePolicy(randomBytes(16).toString("base64"));
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders(policy))) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|portal-files).*)", "/api/auth/:path*"],
};
