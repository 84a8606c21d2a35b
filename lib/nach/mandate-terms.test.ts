import { describe, expect, it } from "vitest";
import type { Loan } from "@/lib/schemas/loan";
import { nachInitiateRequestSchema } from "@/lib/schemas/nach";
import type { NachCategory } from "@/lib/codes/mandate-category";
import { largestInstalment, mandateTerms, type TermsRequest } from "./mandate-terms";

const TODAY = "2026-11-24";
const schedule = (amounts: number[], first = "2026-12-19") =>
  amounts.map((due_amount, index) => ({ due_date: `2027-${String(index + 1).padStart(2, "0")}-19`.replace(/^2027-01/, first.slice(0, 7)), due_amount, principal_amount: due_amount, interest_amount: 0 }));

const loan = (overrides: Partial<Loan> = {}) =>
  ({
    partner_loan_id: "PL-1",
    mobile_number: "9876543210",
    loan_application_date: "2026-11-19",
    loan_tenure: 12,
    loan_amount: 100000,
    interest_rate: 14,
    payment_frequency: 1,
    disbursal_detail: [{ disbursal_type: 0, date: "2026-11-19", amount: 100000 }],
    bank_account: { ac_number: ["123456789012", "98765432"], ifsc_code: "HDFC0001234", nach_type: 1, ac_name: "Asha Verma" },
    ...overrides,
  }) as Loan;

const terms = (request: TermsRequest = {}, overrides: Partial<Loan> = {}, today = TODAY, category: NachCategory = "L001") =>
  mandateTerms({ loan: loan(overrides), request, today, category });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return null;
};

describe("a mandate's terms", () => {
  it("defaults every term from the amortised loan: the largest instalment x 1.5 rounded up to 100", () => {
    // ₹1,00,000 at 14 % over 12 months from 19 November: 8,978.71 a month, the last row 8,978.73.
    expect(largestInstalment(loan())).toBe(8978.73);
    expect(terms()).toEqual({
      ac_number: "123456789012",
      account_type: "savings",
      debit_type: "maximum",
      amount: 13500,
      frequency: "monthly",
      start_date: "2026-12-19",
      end_date: "2028-05-19",
      until_cancelled: false,
      signatories: ["Asha Verma"],
    });
  });

  it("starts today when the first instalment is already past", () => {
    expect(terms({}, {}, "2027-01-05").start_date).toBe("2027-01-05");
  });

  it("reads synonyms and any case", () => {
    const request = nachInitiateRequestSchema.parse({ lead_id: "x", debit_type: "Variable", frequency: "SEMIANNUALLY", account_type: " Current " });
    expect(request).toMatchObject({ debit_type: "maximum", frequency: "half_yearly", account_type: "current" });
    expect(nachInitiateRequestSchema.parse({ lead_id: "x", frequency: "adhoc" }).frequency).toBe("as_presented");
  });

  it("takes fixed debits of equal instalments at the instalment", () => {
    expect(terms({ debit_type: "fixed" }, { repayment_schedule: schedule([5000, 5000, 5000]) })).toMatchObject({ debit_type: "fixed", amount: 5000 });
  });

  it("uses as_presented for a weekly loan where the category takes it, and until cancelled leaves no end date", () => {
    expect(terms({ until_cancelled: true }, { payment_frequency: 2 }, TODAY, "S001")).toMatchObject({ frequency: "as_presented", end_date: null, until_cancelled: true });
  });

  it("refuses a weekly loan under L001, which takes no as-presented debits, whatever frequency is asked", () => {
    expect(codeOf(() => terms({}, { payment_frequency: 2 }))).toBe("nach_frequency_unsupported");
    expect(codeOf(() => terms({ frequency: "monthly" }, { payment_frequency: 3 }))).toBe("nach_frequency_unsupported");
    expect(codeOf(() => terms({ frequency: "monthly" }, { payment_frequency: 2 }, TODAY, "S001"))).toBe("inconsistent_terms");
  });

  it("starts on the first instalment due from today at the latest", () => {
    expect(terms({ start_date: "2026-12-19" }).start_date).toBe("2026-12-19");
    expect(codeOf(() => terms({ start_date: "2026-12-20" }))).toBe("inconsistent_terms");
    // Once the first instalment is past, the next one bounds the start.
    expect(terms({ start_date: "2027-01-19" }, {}, "2027-01-05").start_date).toBe("2027-01-19");
  });

  it("ends on the last instalment's due date at the earliest", () => {
    expect(terms({ end_date: "2027-11-19" }).end_date).toBe("2027-11-19");
    let fields: unknown;
    try {
      terms({ end_date: "2027-11-18" });
    } catch (error) {
      fields = (error as { details?: { fields?: unknown } }).details?.fields;
    }
    expect(fields).toEqual([{ path: "end_date", message: expect.stringContaining("2027-11-19") as unknown }]);
  });

  it("takes at most 3 x the largest instalment, to the paisa", () => {
    expect(terms({ amount: 26936.19 }).amount).toBe(26936.19);
    let details: unknown;
    try {
      terms({ amount: 26936.2 });
    } catch (error) {
      details = (error as { code?: string; details?: unknown }).details;
    }
    expect(details).toEqual({ maximum: 26936.19 });
  });

  it("keeps the default amount within the category's cap", () => {
    expect(terms({}, { loan_amount: 250000, disbursal_detail: [{ disbursal_type: 0, date: "2026-11-19", amount: 250000 }] }, TODAY, "S001").amount).toBe(25000);
    expect(codeOf(() => terms({ amount: 25000.01 }, {}, TODAY, "S001"))).toBe("mandate_amount_too_high");
  });

  it.each([
    [{ ac_number: "111111111" }, "unknown_account"],
    [{ account_type: "cc" as const }, "account_type_not_allowed"],
    [{ account_type: "sb_nre" as const }, "account_type_not_allowed"],
    [{ debit_type: "fixed" as const }, "inconsistent_terms"],
    [{ amount: 8978 }, "mandate_amount_too_low"],
    [{ amount: 10_000_000 }, "mandate_amount_too_high"],
    [{ frequency: "quarterly" as const }, "inconsistent_terms"],
    [{ frequency: "yearly" as const }, "inconsistent_terms"],
    [{ frequency: "as_presented" as const }, "inconsistent_terms"],
    [{ start_date: "2027-06-19" }, "inconsistent_terms"],
    [{ start_date: "2026-11-23" }, "validation_error"],
    [{ end_date: "2026-12-19" }, "validation_error"],
    [{ until_cancelled: true, end_date: "2030-01-01" }, "validation_error"],
  ] as const)("refuses %j with %s", (request, code) => {
    expect(codeOf(() => terms(request))).toBe(code);
  });

  it("accepts an amount exactly at the largest instalment", () => {
    expect(terms({ amount: 8979 }).amount).toBe(8979);
  });
});
