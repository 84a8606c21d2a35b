import { describe, expect, it } from "vitest";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { rejectedAccount, type FailedMandate } from "./account-rejection";
import { sealMandate } from "./mandate-snapshot";
import { describeNpciReason, NPCI_ACCOUNT_REJECTIONS, NPCI_REASON_CODES, type NpciReasonCode } from "@/lib/codes/npci-reasons";

const ACCOUNT = { acNumber: "123456789012", ifscCode: "HDFC0001234", acName: "Asha Verma", signatories: ["Asha Verma"] };

let sequence = 0;
function failed(code: NpciReasonCode | null, snapshot: Partial<MandateSnapshot> = {}): FailedMandate {
  sequence += 1;
  const id = `01a20615-a66d-7558-bd81-${String(sequence).padStart(12, "0")}`;
  const mandate = { ac_number: ACCOUNT.acNumber, ifsc_code: ACCOUNT.ifscCode, ac_name: ACCOUNT.acName, signatories: ACCOUNT.signatories, ...snapshot } as MandateSnapshot;
  return { id, status: "failed", failureCode: code, failureReason: code && describeNpciReason(code), mandate: sealMandate(id, mandate) };
}

describe("a new mandate after an account-level rejection", () => {
  it.each(["M011", "M012", "M013", "M014", "M015", "M036", "M037", "M038", "M054"] as const)("is refused after %s on the same account number and IFSC, until either changes", (code) => {
    const mandates = [failed(code)];
    expect(rejectedAccount(mandates, ACCOUNT)).toEqual({ reason: { code, description: describeNpciReason(code) }, until: "account" });
    expect(rejectedAccount(mandates, { ...ACCOUNT, ifscCode: "hdfc0001234" })?.until).toBe("account");
    expect(rejectedAccount(mandates, { ...ACCOUNT, signatories: ["Someone Else"], acName: "Someone Else" })?.until).toBe("account");
    expect(rejectedAccount(mandates, { ...ACCOUNT, acNumber: "55556666777" })).toBeNull();
    expect(rejectedAccount(mandates, { ...ACCOUNT, ifscCode: "ICIC0001234" })).toBeNull();
  });

  it("after M057 is refused until the signatories or the account's name differ, not for case, spacing or order", () => {
    const mandates = [failed("M057", { signatories: ["Asha Verma", "Ravi Verma"] })];
    const same = { ...ACCOUNT, signatories: ["RAVI  VERMA", " asha verma"] };
    expect(rejectedAccount(mandates, same)?.reason.code).toBe("M057");
    expect(rejectedAccount(mandates, { ...same, acName: "ASHA VERMA" })?.reason.code).toBe("M057");
    expect(rejectedAccount(mandates, { ...same, signatories: ["Asha Verma"] })).toBeNull();
    expect(rejectedAccount(mandates, { ...same, acName: "Asha R Verma" })).toBeNull();
    expect(rejectedAccount(mandates, { ...same, acNumber: "55556666777" })).toBeNull();
  });

  it("ignores failures NPCI lets be presented again, and older failures without a code", () => {
    const others = NPCI_REASON_CODES.filter((code) => !Object.hasOwn(NPCI_ACCOUNT_REJECTIONS, code));
    expect(rejectedAccount([...others.map((code) => failed(code)), failed(null)], ACCOUNT)).toBeNull();
  });

  it("names the newest rejection that applies", () => {
    expect(rejectedAccount([failed("M038"), failed("M037")], ACCOUNT)?.reason.code).toBe("M037");
  });
});
