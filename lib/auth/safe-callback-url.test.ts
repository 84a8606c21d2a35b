import { describe, expect, it } from "vitest";
import { loginUrlFor } from "./requested-path";
import { callbackPathOf, safeCallbackPath, sameOriginRedirect } from "./safe-callback-url";

const BASE = "http://127.0.0.1:3000";

describe("where a sign-in lands", () => {
  it.each([
    ["/loans", "/loans"],
    ["/loans/new?from=home#top", "/loans/new?from=home#top"],
    ["/nach?id=abc", "/nach?id=abc"],
    ["/../settings", "/settings"],
  ])("keeps the path %s on this site", (requested, path) => {
    expect(safeCallbackPath(requested)).toBe(path);
    expect(sameOriginRedirect({ url: requested, baseUrl: BASE })).toBe(`${BASE}${path}`);
  });

  it.each([
    "https://evil.example/loans",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "",
    "http://127.0.0.1:3000.evil.example/",
    "http://127.0.0.1:4000/loans",
  ])("sends %j to the home page", (requested) => {
    expect(safeCallbackPath(requested)).toBe("/");
    expect(sameOriginRedirect({ url: requested, baseUrl: BASE })).toMatch(new RegExp(`^${BASE}/?$`));
  });

  it("keeps an absolute URL on this site, as next-auth hands back its own pages", () => {
    expect(sameOriginRedirect({ url: `${BASE}/webhooks`, baseUrl: BASE })).toBe(`${BASE}/webhooks`);
  });

  it("nothing asked for is the home page", () => {
    expect(safeCallbackPath(undefined)).toBe("/");
    expect(safeCallbackPath(null)).toBe("/");
  });
});

describe("the login page's address for a signed-out visitor", () => {
  it("carries the page asked for", () => {
    expect(loginUrlFor("/loans?status=Approved")).toBe("/login?callbackUrl=%2Floans%3Fstatus%3DApproved");
  });

  it("is the plain login page for the home page, nothing known, or another site", () => {
    expect(loginUrlFor("/")).toBe("/login");
    expect(loginUrlFor(null)).toBe("/login");
    expect(loginUrlFor("//evil.example")).toBe("/login");
  });
});

describe("the login page's callbackUrl", () => {
  it.each([
    [undefined, "/"],
    ["/loans", "/loans"],
    [`${BASE}/nach?id=1`, "/nach?id=1"],
    ["https://evil.example/nach", "/"],
    ["//evil.example", "/"],
  ])("%j is the page %s", (value, path) => {
    expect(callbackPathOf(value, BASE)).toBe(path);
  });
});
