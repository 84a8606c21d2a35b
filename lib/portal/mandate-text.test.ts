import { describe, expect, it } from "vitest";
import { mandateChangeText, representationText, type MandateChange } from "./mandate-text";

describe("a mandate in words", () => {
  it.each<[MandateChange, string]>([
    [{ status: "registered", umrn: "LDSK0123456789012345", failureReason: null }, "The mandate is now registered, UMRN LDSK0123456789012345."],
    [{ status: "failed", umrn: null, failureReason: { code: "M038", description: "No such account" } }, "The mandate failed: M038 — No such account."],
    [{ status: "failed", umrn: null, failureReason: { code: null, description: "Signature mismatch" } }, "The mandate failed: Signature mismatch."],
    [{ status: "failed", umrn: null, failureReason: null }, "The mandate failed."],
    [{ status: "expired", umrn: null, failureReason: null }, "The mandate has expired."],
    [{ status: "initiated", umrn: null, failureReason: null }, "The mandate is now initiated."],
  ])("announces %j as %s", (mandate, text) => {
    expect(mandateChangeText(mandate)).toBe(text);
  });
});

describe("what NPCI allows after a failure, in words", () => {
  it.each([
    [2, "Re-present: up to 2 times"],
    [0, "No re-presentation: new mandate needed"],
    ["not_stated", "Re-presentation: not stated by NPCI"],
  ] as const)("says %j as %s", (limit, text) => {
    expect(representationText(limit)).toBe(text);
  });
});
