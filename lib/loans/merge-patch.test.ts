import { describe, expect, it } from "vitest";
import { loanPatchSchema, type Loan } from "@/lib/schemas/loan";
import { changedFields, mergePatch } from "./merge-patch";

const current = {
  email: "asha@example.com",
  monthly_income: 85000,
  bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma", nach_umrn: "UMRN1" },
  additional_variables: { foir: 0.3, no_of_enquiries: 1 },
} as unknown as Loan;

describe("mergePatch", () => {
  it("removes what the patch sends empty: a top-level field, and merged objects' keys one by one", () => {
    const patch = loanPatchSchema.parse({ email: null, bank_account: { nach_umrn: "" }, additional_variables: { foir: "" } });

    const merged = mergePatch(current, patch);

    expect(merged).toEqual({
      monthly_income: 85000,
      bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma" },
      additional_variables: { no_of_enquiries: 1 },
    });
    expect(changedFields(current, merged as Loan).sort()).toEqual(["additional_variables", "bank_account", "email"]);
  });

  it("removes a whole optional object sent empty", () => {
    expect(mergePatch(current, loanPatchSchema.parse({ additional_variables: "" }))).not.toHaveProperty("additional_variables");
  });
});
