import { describe, expect, it } from "vitest";
import {
  describeNpciReason,
  failureReasonText,
  NPCI_REASON_CODES,
  NPCI_REPRESENTATION_LIMITS,
  npciReasonCodeSchema,
  npciReasonLabel,
  representationLimitOf,
} from "./npci-reasons";

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

describe("re-presentation after a rejection (NPCI/2023-24/NACH/001, Annexure I)", () => {
  it("is given for every reason code and for nothing else", () => {
    expect(Object.keys(NPCI_REPRESENTATION_LIMITS).sort()).toEqual([...NPCI_REASON_CODES].sort());
    for (const limit of Object.values(NPCI_REPRESENTATION_LIMITS)) expect([0, 2, "not_stated"]).toContain(limit);
  });

  it.each(["M021", "M024", "M037", "M057", "M060", "M096"])("allows none after %s (india-lending.md section 1.3)", (code) => {
    expect(representationLimitOf(code)).toBe(0);
  });

  it.each(["M008", "M023", "M026", "M032", "M049", "M050", "M055", "M066", "M074", "M080", "M085"])("allows two after %s (section 1.3)", (code) => {
    expect(representationLimitOf(code)).toBe(2);
  });

  it.each(["M011", "M012", "M013", "M014", "M015", "M036", "M037", "M038", "M054"])(
    "allows none after %s, an account that cannot take debits (contract section 8)",
    (code) => {
      expect(representationLimitOf(code)).toBe(0);
    },
  );

  it("says the count is not stated where the sources give none, rather than guess", () => {
    for (const code of ["M003", "M010", "M027", "M041", "M076", "M095"]) expect(representationLimitOf(code)).toBe("not_stated");
  });

  it("has no stated count for an older free-text failure or an unknown code", () => {
    expect(representationLimitOf(null)).toBe("not_stated");
    expect(representationLimitOf("M001")).toBe("not_stated");
  });
});
