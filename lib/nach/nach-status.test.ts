import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { applyNachReport, NACH_STATUSES, type NachState, type NachStatus } from "./nach-status";

const state = (status: NachStatus, umrn: string | null = null): NachState => ({ status, umrn, failureReason: null });

function errorCode(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof AppError ? error.code : "not an AppError";
  }
  return undefined;
}

describe("the physical NACH state machine", () => {
  const allowed: [NachStatus, NachStatus][] = [
    ["initiated", "initiated"],
    ["initiated", "registered"],
    ["initiated", "failed"],
    ["initiated", "expired"],
    ["registered", "expired"],
  ];

  it.each(allowed)("allows %s -> %s", (from, to) => {
    const next = applyNachReport(state(from, from === "registered" ? "LDSK0000000000000001" : null), { status: to, umrn: "LDSK1234567890123456" });
    expect(next.status).toBe(to);
  });

  const refused = NACH_STATUSES.flatMap((from) => NACH_STATUSES.map((to) => [from, to] as [NachStatus, NachStatus])).filter(
    ([from, to]) => !allowed.some(([a, b]) => a === from && b === to),
  );

  it.each(refused)("refuses %s -> %s with invalid_transition", (from, to) => {
    expect(errorCode(() => applyNachReport(state(from), { status: to, umrn: "LDSK1234567890123456", reason: "x" }))).toBe("invalid_transition");
  });

  it("sets the UMRN exactly when registered", () => {
    const registered = applyNachReport(state("initiated"), { status: "registered", umrn: " LDSK1234567890123456 " });
    expect(registered.umrn).toBe("LDSK1234567890123456");
    expect(applyNachReport(registered, { status: "expired" }).umrn).toBeNull();
    expect(applyNachReport(state("initiated"), { status: "initiated", umrn: "ignored" }).umrn).toBeNull();
  });

  it("needs a UMRN of at most 20 characters to register", () => {
    expect(errorCode(() => applyNachReport(state("initiated"), { status: "registered" }))).toBe("validation_error");
    expect(errorCode(() => applyNachReport(state("initiated"), { status: "registered", umrn: "X".repeat(21) }))).toBe("validation_error");
  });

  it("keeps the bank's reason for a failure", () => {
    expect(applyNachReport(state("initiated"), { status: "failed", reason: "Signature mismatch" }).failureReason).toBe("Signature mismatch");
    expect(applyNachReport(state("initiated"), { status: "failed" }).failureReason).toBe("Rejected by the sponsor bank");
  });
});
