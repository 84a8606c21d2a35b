import { describe, expect, it } from "vitest";
import type { Loan } from "@/lib/schemas/loan";
import type { MandateSnapshot } from "@/lib/schemas/nach";
import { assertMandateAllows, type ActiveMandate } from "./mandate-guard";
import { sealMandate } from "./mandate-snapshot";

const NACH_ID = "01a20615-a66d-7558-bd81-a0ba9cdc5099";
const TODAY = "2026-12-01";
const row = (due_amount: number, month: number) => ({ due_date: `2027-${String(month).padStart(2, "0")}-05`, due_amount, principal_amount: due_amount, interest_amount: 0 });

const loan = (overrides: Partial<Loan> = {}) =>
  ({
    payment_frequency: 1,
    bank_account: { ac_number: ["123456789012"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma", nach_umrn: "LDSK0123456789012345" },
    repayment_schedule: [row(5000, 1), row(5000, 2), row(5000, 3)],
    ...overrides,
  }) as Loan;

const active = (terms: Partial<MandateSnapshot> = {}, status = "registered"): ActiveMandate => ({
  id: NACH_ID,
  status,
  mandate: sealMandate(NACH_ID, {
    amount: 7500,
    debit_type: "maximum",
    frequency: "monthly",
    start_date: "2027-01-05",
    end_date: "2027-09-05",
    until_cancelled: false,
    ...terms,
  } as MandateSnapshot),
});

function refusalOf(mandate: ActiveMandate | null, after: Loan) {
  try {
    assertMandateAllows({ active: mandate, before: loan(), after, today: TODAY, category: "L001" });
  } catch (error) {
    return error as { code?: string; details?: { fields?: { path: string }[] } };
  }
  return null;
}

const codeOf = (mandate: ActiveMandate | null, after: Loan) => refusalOf(mandate, after)?.code ?? null;

describe("updates while a mandate is active", () => {
  it("allows anything without an active mandate", () => {
    expect(codeOf(null, loan({ bank_account: { ...loan().bank_account, ac_number: ["999"] }, payment_frequency: 2 }))).toBeNull();
  });

  it("allows the same bank account, its keys in another order, and instalments within the amount", () => {
    const { nach_umrn, ...rest } = loan().bank_account;
    expect(codeOf(active(), loan({ bank_account: { nach_umrn, ...rest }, repayment_schedule: [row(7500, 1), row(2500, 2), row(5000, 3)] }))).toBeNull();
  });

  it.each([
    ["another account number", { bank_account: { ...loan().bank_account, ac_number: ["111122223333"] } }, undefined],
    ["the UMRN removed", { bank_account: { ...loan().bank_account, nach_umrn: undefined } }, undefined],
    ["an instalment above the mandate's amount", { repayment_schedule: [row(7501, 1), row(4999, 2), row(2500, 3)] }, "mandate.amount"],
    ["instalments so small the amount is above 3 x the largest", { repayment_schedule: [row(2000, 1), row(2000, 2), row(2499, 3)] }, "mandate.amount"],
    ["a weekly loan under a monthly mandate", { payment_frequency: 2 }, "mandate.frequency"],
    ["an instalment due before the mandate starts", { repayment_schedule: [row(5000, 0), row(5000, 1), row(5000, 2)].map((item, index) => (index === 0 ? { ...item, due_date: "2026-12-05" } : item)) }, "mandate.start_date"],
    ["an instalment due after the mandate ends", { repayment_schedule: [row(5000, 1), row(5000, 2), row(5000, 10)] }, "mandate.end_date"],
  ] as [string, Partial<Loan>, string | undefined][])("refuses %s with 409 nach_mandate_active", (_, change, field) => {
    const refusal = refusalOf(active(), loan(change));
    expect(refusal?.code).toBe("nach_mandate_active");
    if (field) expect(refusal?.details?.fields?.map((item) => item.path)).toContain(field);
  });

  it("takes exactly 3 x the largest instalment", () => {
    expect(codeOf(active(), loan({ repayment_schedule: [row(2500, 1), row(2000, 2), row(2000, 3)] }))).toBeNull();
  });

  it("lets a mandate until cancelled collect any later instalment", () => {
    expect(codeOf(active({ end_date: null, until_cancelled: true }), loan({ repayment_schedule: [row(5000, 1), row(5000, 2), row(5000, 12)] }))).toBeNull();
  });

  it("keeps a fixed mandate's instalments at its amount", () => {
    const fixed = active({ debit_type: "fixed", amount: 5000 }, "initiated");
    expect(codeOf(fixed, loan())).toBeNull();
    expect(codeOf(fixed, loan({ repayment_schedule: [row(4000, 1), row(5000, 2), row(6000, 3)] }))).toBe("nach_mandate_active");
  });
});
