import { describe, expect, it } from "vitest";
import type { PolicyEvaluatedEvent } from "@/lib/schemas/policy";
import { policyHistory, type StoredEvent } from "./policy-history";

const rule = (code: string, passed: boolean) => ({ code, passed, observed: 1, threshold: ">= 1", message: `${code} ${passed ? "passed" : "failed"}` });

const evaluated = (trigger: PolicyEvaluatedEvent["trigger"], failed: string[]): PolicyEvaluatedEvent => ({
  version: "2026-11.2",
  outcome: failed.length === 0 ? "Approved" : "Rejected",
  rules: [rule("age", !failed.includes("age")), rule("loan_amount", !failed.includes("loan_amount"))],
  rejection_reason: failed.length === 0 ? null : "Rejected by policy 2026-11.2: loan_amount failed.",
  trigger,
  failed,
});

const event = (id: string, at: string, data: unknown, type = "policy_evaluated"): StoredEvent => ({ id, type, at, data });

describe("a loan's evaluation history", () => {
  it("lists every policy_evaluated event, newest first, with its trigger and rules", () => {
    const history = policyHistory([
      event("e1", "2026-11-20T10:00:00.000Z", evaluated("booking", [])),
      event("e2", "2026-11-20T10:00:00.001Z", { method: "PATCH", fields: ["email"] }, "updated"),
      event("e3", "2026-11-21T09:30:00.000Z", evaluated("update", [])),
    ], "lender");
    expect(history.map((entry) => [entry.id, entry.trigger, entry.outcome])).toEqual([
      ["e3", "update", "Approved"],
      ["e1", "booking", "Approved"],
    ]);
    expect(history[0]?.rules?.map((result) => result.code)).toEqual(["age", "loan_amount"]);
  });

  it("keeps the failed codes of a rejection", () => {
    const [entry] = policyHistory([event("e1", "2026-11-20T10:00:00.000Z", evaluated("booking", ["loan_amount"]))], "lender");
    expect(entry).toMatchObject({ outcome: "Rejected", failed: ["loan_amount"], version: "2026-11.2" });
  });

  it("reads an older event that kept only version, outcome and failed codes as the booking's", () => {
    const [entry] = policyHistory([event("e1", "2026-10-01T10:00:00.000Z", { version: "2026-11.1", outcome: "Rejected", failed: ["credit_score"] })], "lender");
    expect(entry).toEqual({ id: "e1", at: "2026-10-01T10:00:00.000Z", trigger: "booking", version: "2026-11.1", outcome: "Rejected", failed: ["credit_score"], rules: null });
  });

  it("leaves out an event whose data is neither shape", () => {
    expect(policyHistory([event("e1", "2026-10-01T10:00:00.000Z", { version: 3 })], "lender")).toEqual([]);
  });
});
