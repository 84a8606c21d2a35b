import { describe, expect, it } from "vitest";
import type { Loan } from "@/lib/schemas/loan";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { assertMandateAllows, type ActiveMandate } from "./mandate-guard";
import { sealMandate } from "./mandate-snapshot";

const NACH_ID = "01a20615-a66d-7558-bd81-a0ba9cdc5099";
const row = (due_amount: number, month: number) => ({ due_date: `2027-${String(month).padStart(2, "0")}-05`, due_amount, principal_amount: due_amount, interest_amount: 0 });

const loan = (overrides: Partial<Loan> = {}) =>
  ({
    bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma", nach_umrn: "LDSK0123456789012345" },
    repayment_schedule: [row(5000, 1), row(5000, 2), row(5000, 3)],
    ...overrides,
  }) as Loan;

const active = (terms: Partial<MandateSnapshot> = {}, status = "registered"): ActiveMandate => ({
  id: NACH_ID,
  status,
  mandate: sealMandate(NACH_ID, { amount: 7500, debit_type: "maximum", ...terms } as MandateSnapshot),
});

const codeOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return null;
};

describe("updates while a mandate is active", () => {
  it("allows anything without an active mandate", () => {
    expect(codeOf(() => assertMandateAllows({ active: null, before: loan(), after: loan({ bank_account: { ...loan().bank_account, ac_number: ["999"] } }) }))).toBeNull();
  });

  it("allows the same bank account, its keys in another order, and instalments within the amount", () => {
    const { nach_umrn, ...rest } = loan().bank_account;
    const reordered = loan({ bank_account: { nach_umrn, ...rest }, repayment_schedule: [row(7500, 1), row(2500, 2), row(5000, 3)] });
    expect(codeOf(() => assertMandateAllows({ active: active(), before: loan(), after: reordered }))).toBeNull();
  });

  it.each([
    ["another account number", { bank_account: { ...loan().bank_account, ac_number: ["111122223333"] } }],
    ["the UMRN removed", { bank_account: { ...loan().bank_account, nach_umrn: undefined } }],
    ["an instalment above the mandate's amount", { repayment_schedule: [row(7501, 1), row(4999, 2), row(2500, 3)] }],
  ])("refuses %s with 409 nach_mandate_active", (_, change) => {
    expect(codeOf(() => assertMandateAllows({ active: active(), before: loan(), after: loan(change) }))).toBe("nach_mandate_active");
  });

  it("keeps a fixed mandate's instalments at its amount", () => {
    const fixed = active({ debit_type: "fixed", amount: 5000 }, "initiated");
    expect(codeOf(() => assertMandateAllows({ active: fixed, before: loan(), after: loan() }))).toBeNull();
    expect(codeOf(() => assertMandateAllows({ active: fixed, before: loan(), after: loan({ repayment_schedule: [row(4000, 1), row(5000, 2), row(6000, 3)] }) }))).toBe("nach_mandate_active");
  });
});
