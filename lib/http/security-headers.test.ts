import { describe, expect, it } from "vitest";
import { NO_DOCUMENT_POLICY, pagePolicy, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("forbid framing, sniffing and cross-site full referrers in every mode", () => {
    for (const production of [false, true]) {
      expect(securityHeaders(NO_DOCUMENT_POLICY, production)).toMatchObject({
        "content-security-policy": NO_DOCUMENT_POLICY,
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
      });
    }
    expect(NO_DOCUMENT_POLICY).toContain("frame-ancestors 'none'");
  });

  it("add HSTS in production only", () => {
    expect(securityHeaders(NO_DOCUMENT_POLICY, true)["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(securityHeaders(NO_DOCUMENT_POLICY, false)).not.toHaveProperty("strict-transport-security");
  });

  it("let a page run only the scripts of its own nonce, and upgrade http in production only", () => {
    const demo = pagePolicy("abc123==", false);
    expect(demo).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(demo).toContain("frame-ancestors 'none'");
    expect(demo).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(demo).not.toContain("upgrade-insecure-requests");
    expect(pagePolicy("abc123==", true)).toContain("upgrade-insecure-requests");
  });
});
