import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics-access";

const TOKEN = "a".repeat(40);

describe("metricsAccess", () => {
  it("is off without a token, whatever is sent", () => {
    expect(metricsAccess(null, undefined)).toBe("off");
    expect(metricsAccess(`Bearer ${TOKEN}`, undefined)).toBe("off");
  });

  it("allows the bearer token only", () => {
    expect(metricsAccess(`Bearer ${TOKEN}`, TOKEN)).toBe("allowed");
    expect(metricsAccess(`bearer ${TOKEN}`, TOKEN)).toBe("allowed");
    for (const header of [null, "", "Bearer", `Bearer ${TOKEN}a`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`]) {
      expect(metricsAccess(header, TOKEN), String(header)).toBe("refused");
    }
  });
});
