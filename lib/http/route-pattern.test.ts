import { describe, expect, it } from "vitest";
import { routePattern } from "./route-pattern";

describe("routePattern", () => {
  it("puts each param's name back in place of its value", () => {
    expect(routePattern("/api/v1/client/loan/01JABC/disburse", { leadId: "01JABC" })).toBe("/api/v1/client/loan/[leadId]/disburse");
  });

  it("leaves a static path as it is, less a trailing slash", () => {
    expect(routePattern("/api/health/live/", {})).toBe("/api/health/live");
    expect(routePattern("/", {})).toBe("/");
  });

  it("names a catch-all's segments once", () => {
    expect(routePattern("/api/no/such/path", { path: ["no", "such", "path"] })).toBe("/api/[...path]");
  });

  it("matches a value that is also a static segment at its own place, not the static one's", () => {
    expect(routePattern("/api/v1/client/loan/loan", { leadId: "loan" })).toBe("/api/v1/client/loan/[leadId]");
  });

  it("compares percent-encoded segments decoded, as Next.js gives params", () => {
    expect(routePattern("/api/v1/partner/a%20b/x", { id: "a b" })).toBe("/api/v1/partner/[id]/x");
  });
});
