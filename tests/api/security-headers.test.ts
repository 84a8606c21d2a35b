import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { api } from "./client";
import { book, LOANS, loanPath } from "./helpers";

/** Headers every answer carries, whatever serves it (contract: frames, sniffing, referrers). */
function expectCommonHeaders(headers: Headers, what: string): void {
  const policy = headers.get("content-security-policy") ?? "";
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  // Demo mode serves plain HTTP on this machine: no HSTS (production-urls.test.ts checks production).
  expect(headers.get("strict-transport-security"), what).toBeNull();
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${inject("baseUrl")}${path}`, { headers, redirect: "manual" });

describe("security headers", () => {
  it("are on partner API answers, success, error and replay alike, with Cache-Control: no-store", async () => {
    const booking = await book();
    const key = randomUUID();
    const answers = {
      read: await api("GET", loanPath(booking.lead_id)),
      list: await api("GET", LOANS),
      "not found": await api("GET", loanPath(randomUUID())),
      unauthorised: await api("GET", LOANS, { auth: null }),
      "validation error": await api("POST", LOANS, { body: { full_name: "x" } }),
      "first with a key": await api("POST", `${loanPath(booking.lead_id)}disburse/`, { headers: { "idempotency-key": key } }),
      replay: await api("POST", `${loanPath(booking.lead_id)}disburse/`, { headers: { "idempotency-key": key } }),
    };
    expect(answers.replay.headers.get("idempotency-replayed")).toBe("true");
    for (const [what, response] of Object.entries(answers)) {
      expectCommonHeaders(response.headers, what);
      expect(response.headers.get("cache-control"), what).toBe("no-store");
      expect(response.headers.get("content-security-policy"), what).toContain("default-src 'none'");
    }
  });

  it("are on the public API answers too", async () => {
    for (const path of ["/api/v1/openapi.json", "/api/health", "/api/v1/no-such-thing/"]) {
      expectCommonHeaders((await get(path)).headers, path);
    }
  });

  it("are on pages, with a fresh script nonce per answer that Next's own scripts carry", async () => {
    const policies: string[] = [];
    for (const path of ["/login", "/docs", "/no-such-page", "/"]) {
      const response = await get(path);
      expectCommonHeaders(response.headers, path);
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce, `${path}: ${policy}`).toBeDefined();
      expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      if (response.status === 200 || response.status === 404) {
        const html = await response.text();
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
      policies.push(policy);
    }
    expect(new Set(policies).size).toBe(policies.length);
  });

  it("are on the portal's file routes and next-auth's endpoints, files with Cache-Control: no-store", async () => {
    for (const path of [`/portal-files/nach/${randomUUID()}/form.pdf`, `/portal-files/nach/${randomUUID()}/scan`]) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expectCommonHeaders(response.headers, path);
      expect(response.headers.get("cache-control"), path).toContain("no-store");
    }
    for (const path of ["/api/auth/csrf", "/api/auth/session"]) expectCommonHeaders((await get(path)).headers, path);
  });
});
