import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { applyNachReport as applyWithSponsor, NACH_STATUSES, type NachReport, type NachState, type NachStatus } from "./nach-status";

/** The demo sponsor bank's code, as the forms of these mandates print it. */
const SPONSOR = "LDSK0000001";
const applyNachReport = (current: NachState, report: NachReport) => applyWithSponsor(current, report, SPONSOR);

const state = (status: NachStatus, umrn: string | null = null): NachState => ({ status, umrn, failureCode: null, failureReason: null });

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
    ["initiated", "cancelled"],
    ["registered", "cancelled"],
  ];

  it.each(allowed)("allows %s -> %s", (from, to) => {
    const next = applyNachReport(state(from, from === "registered" ? "LDSK0000000000000001" : null), { status: to, umrn: "LDSK0234567890123456", reasonCode: "M038" });
    expect(next.status).toBe(to);
  });

  const refused = NACH_STATUSES.flatMap((from) => NACH_STATUSES.map((to) => [from, to] as [NachStatus, NachStatus])).filter(
    ([from, to]) => !allowed.some(([a, b]) => a === from && b === to),
  );

  it.each(refused)("refuses %s -> %s with invalid_transition", (from, to) => {
    expect(errorCode(() => applyNachReport(state(from), { status: to, umrn: "LDSK0234567890123456", reasonCode: "M038" }))).toBe("invalid_transition");
  });

  it("keeps a registered mandate's UMRN when it is cancelled, and has none for a cancelled initiated one", () => {
    expect(applyNachReport(state("registered", "LDSK0000000000000001"), { status: "cancelled" }).umrn).toBe("LDSK0000000000000001");
    expect(applyNachReport(state("initiated"), { status: "cancelled" }).umrn).toBeNull();
  });

  it("sets the UMRN exactly when registered", () => {
    const registered = applyNachReport(state("initiated"), { status: "registered", umrn: " LDSK0234567890123456 " });
    expect(registered.umrn).toBe("LDSK0234567890123456");
    expect(applyNachReport(registered, { status: "expired" }).umrn).toBeNull();
    expect(applyNachReport(state("initiated"), { status: "initiated", umrn: "ignored" }).umrn).toBeNull();
  });

  it.each([
    ["missing", undefined],
    ["19 characters", "HDFC000000001234567"],
    ["21 characters", "HDFC00000000123456789"],
    ["lower-case letters", "hdfc0000000012345678"],
    ["an e-mandate's variant digit", "LDSK7000000012345678"],
    ["another bank's, not the sponsor's on the form", "HDFC0000000012345678"],
  ])("refuses a UMRN that is %s, naming umrn", (_, umrn) => {
    let fields: unknown;
    try {
      applyNachReport(state("initiated"), { status: "registered", umrn });
    } catch (error) {
      fields = error instanceof AppError && error.code === "validation_error" ? error.details.fields : undefined;
    }
    expect(fields).toEqual([{ path: "umrn", message: expect.any(String) as unknown }]);
  });

  it("takes the prefix of the sponsor bank code the mandate's form printed", () => {
    expect(applyWithSponsor(state("initiated"), { status: "registered", umrn: "HDFC0000000012345678" }, "HDFC0000123").umrn).toBe("HDFC0000000012345678");
    let message = "";
    try {
      applyNachReport(state("initiated"), { status: "registered", umrn: "HDFC0000000012345678" });
    } catch (error) {
      message = error instanceof AppError ? JSON.stringify(error.details.fields) : "";
    }
    expect(message).toContain("must begin with LDSK");
  });

  it("keeps NPCI's reason code and its description for a failure", () => {
    expect(applyNachReport(state("initiated"), { status: "failed", reasonCode: "M038" })).toEqual({
      status: "failed",
      umrn: null,
      failureCode: "M038",
      failureReason: "No such account",
    });
  });

  it("refuses a failure without an NPCI reason, naming reason_code", () => {
    expect(errorCode(() => applyNachReport(state("initiated"), { status: "failed" }))).toBe("validation_error");
  });
});
