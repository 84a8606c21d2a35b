import { describe, expect, it } from "vitest";
import { describeNpciReason, failureReasonText, NPCI_REASON_CODES, npciReasonCodeSchema, npciReasonLabel } from "./npci-reasons";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `M${String(from + index).padStart(3, "0")}`);
// Numbers inside the contract's ranges that NPCI never assigned (no source lists them).
const UNASSIGNED = new Set(["M028", "M029", "M059", "M064"]);

describe("NPCI's mandate rejection reasons", () => {
  it("hold every code of the contract's ranges that NPCI assigned, each with a description", () => {
    const wanted = [...range(3, 15), ...range(20, 38), ...range(41, 43), ...range(49, 68), ...range(72, 87), ...range(94, 96)].filter((code) => !UNASSIGNED.has(code));
    expect([...NPCI_REASON_CODES].sort()).toEqual(wanted);
    for (const code of NPCI_REASON_CODES) expect(describeNpciReason(code).length).toBeGreaterThan(5);
  });

  it("name M038 as no such account and M096 as a stale mandate", () => {
    expect(describeNpciReason("M038")).toBe("No such account");
    expect(describeNpciReason("M096")).toMatch(/stale/);
    expect(npciReasonLabel("M038")).toBe("M038 — No such account");
  });

  it.each(["M001", "M028", "M088", "M093", "m038", "AP05", "38", ""])("refuse %j, which is not on the physical list", (code) => {
    expect(npciReasonCodeSchema.safeParse(code).success).toBe(false);
  });

  it("show an older free-text reason without a code", () => {
    expect(failureReasonText({ code: "M038", description: "No such account" })).toBe("M038 — No such account");
    expect(failureReasonText({ code: null, description: "Signature mismatch" })).toBe("Signature mismatch");
  });
});
