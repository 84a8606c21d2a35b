import { describe, expect, it } from "vitest";
import type { ErrorCode, FieldIssue } from "@/lib/errors/app-error";
import { planNachRefusal } from "./nach-start-refusal";

const refusal = (code: string, message: string, details: Record<string, unknown> = {}, fields: FieldIssue[] = []) => ({
  // The v3 codes are the contract's (section 7) before lib/errors lists them.
  code: code as ErrorCode,
  message,
  fields,
  details,
});

describe("where the NACH start shows a refusal", () => {
  it("puts an amount below the largest instalment, or above 3 x it, beside the amount in the API's words", () => {
    expect(planNachRefusal(refusal("mandate_amount_too_low", "The mandate amount must be at least the largest instalment, 8978.73", { minimum: 8978.73 }))).toEqual({
      fields: [{ path: "amount", message: "The mandate amount must be at least the largest instalment, 8978.73" }],
      banner: null,
    });
    expect(planNachRefusal(refusal("mandate_amount_too_high", "At most 26936.19", { maximum: 26936.19 })).fields).toEqual([{ path: "amount", message: "At most 26936.19" }]);
  });

  it("puts inconsistent terms on each field they name", () => {
    const fields = [
      { path: "frequency", message: "must be monthly or as_presented for a monthly loan" },
      { path: "end_date", message: "must be on or after the last instalment's due date" },
    ];
    expect(planNachRefusal(refusal("inconsistent_terms", "The mandate cannot collect the schedule", { fields }, fields))).toEqual({ fields, banner: null });
  });

  it("puts a signatory's validation error on that signatory's row", () => {
    const fields = [{ path: "signatories[1]", message: "must contain a letter" }];
    expect(planNachRefusal(refusal("validation_error", "Invalid request", { fields }, fields)).fields).toEqual([{ path: "signatories.1", message: "must contain a letter" }]);
  });

  it("puts an account NPCI rejected beside the account, and a name mismatch (M057) beside the signatories", () => {
    expect(planNachRefusal(refusal("nach_account_rejected", "NPCI rejected this account (M038)", { reason: { code: "M038", description: "No such account" } })).fields).toEqual([
      { path: "account", message: "NPCI rejected this account (M038)" },
    ]);
    expect(planNachRefusal(refusal("nach_account_rejected", "Name mismatch (M057)", { reason: "M057" })).fields).toEqual([{ path: "signatories", message: "Name mismatch (M057)" }]);
    expect(planNachRefusal(refusal("account_not_verified", "Not verified")).fields).toEqual([{ path: "account", message: "Not verified" }]);
  });

  it("puts a refusal that is about no field above the buttons", () => {
    expect(planNachRefusal(refusal("nach_already_active", "The loan already has a physical NACH mandate that is initiated"))).toEqual({
      fields: [],
      banner: "The loan already has a physical NACH mandate that is initiated",
    });
  });

  it("keeps what it can place on its fields and says the rest above the buttons", () => {
    const fields = [
      { path: "amount", message: "must be more than 0" },
      { path: "lead_id", message: "is required" },
    ];
    expect(planNachRefusal(refusal("validation_error", "Invalid request", { fields }, fields))).toEqual({ fields: [fields[0]], banner: "Invalid request; lead_id is required" });
  });
});
