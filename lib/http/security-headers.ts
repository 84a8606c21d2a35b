import { env } from "@/lib/config/env";

/**
 * Browser-facing defences on every answer (docs/security.md): no framing
 * (clickjacking), no content sniffing, no full URLs in cross-site referrers.
 * `strict-origin-when-cross-origin` rather than `no-referrer`: with
 * no-referrer a browser sends `Origin: null` on same-origin POSTs, and Next's
 * server actions refuse those.
 */
const COMMON: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** Production serves HTTPS only (behind its proxy); a year, for every subdomain of this host. */
const HSTS = "max-age=31536000; includeSubDomains";

/** For answers that are not pages (JSON, PDFs, scans): nothing in them may load, run or be framed. */
export const NO_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A staff file the portal shows inside its own page (a signed scan beside
 * the mandate it should match): as inert as any file, but framable by the
 * portal's own pages and nobody else's.
 */
export const SAME_ORIGIN_FRAME_POLICY = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * The portal's pages. Scripts only with this answer's nonce (Next puts it on
 * its own scripts, the inline RSC payload included) or loaded by one of
 * those ('strict-dynamic'); styles may be inline, for React's style
 * attributes. Production, served over HTTPS, also upgrades any http URL.
 */
export function pagePolicy(nonce: string, production = isProduction()): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

// LOANDESK_MODE is read when the server runs, not when it is built: next.config's headers() could not follow it.
const isProduction = () => env().LOANDESK_MODE === "production";

/** The headers for an answer with this Content-Security-Policy. */
export function securityHeaders(policy: string, production = isProduction()): Record<string, string> {
  return { ...COMMON, "content-security-policy": policy, ...(production ? { "strict-transport-security": HSTS } : {}) };
}

/** Sets the headers on a Response built elsewhere; returns it. */
export function withSecurityHeaders(response: Response, policy = NO_DOCUMENT_POLICY): Response {
  for (const [name, value] of Object.entries(securityHeaders(policy))) response.headers.set(name, value);
  // X-Frame-Options for the browsers that ignore frame-ancestors, saying the same.
  if (policy === SAME_ORIGIN_FRAME_POLICY) response.headers.set("x-frame-options", "SAMEORIGIN");
  return response;
}
