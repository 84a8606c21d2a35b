import { describe, expect, it } from "vitest";
import { isUmrn, umrnSchema } from "./umrn";

describe("the UMRN of a physical mandate", () => {
  it.each(["HDFC0000000012345678", "LDSK0999999999999999", "SBIN0000000000000001"])("accepts %s", (umrn) => {
    expect(isUmrn(umrn)).toBe(true);
  });

  it.each([
    ["19 characters", "HDFC000000001234567"],
    ["21 characters", "HDFC00000000123456789"],
    ["lower-case letters", "hdfc0000000012345678"],
    ["a mixed-case bank code", "Hdfc0000000012345678"],
    ["an e-mandate's variant digit (7)", "HDFC7000000012345678"],
    ["letters among the digits", "HDFC00000000123456A8"],
    ["a 5-letter bank code", "HDFCB000000001234567"],
    ["nothing", ""],
  ])("refuses %s", (_, umrn) => {
    expect(isUmrn(umrn)).toBe(false);
    expect(umrnSchema.safeParse(umrn).success).toBe(false);
  });

  it("ignores spaces around it, as a pasted value may carry", () => {
    expect(umrnSchema.parse("  HDFC0000000012345678 ")).toBe("HDFC0000000012345678");
  });
});
