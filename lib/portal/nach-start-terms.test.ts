import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/calendar/calendar-date";
import { AppError, validationError } from "@/lib/errors/app-error";
import { mandateTerms } from "@/lib/nach/mandate-terms";
import type { Loan } from "@/lib/schemas/loan";
import { nachStartTerms, termsRefusalText } from "./nach-start-terms";

const TODAY = "2026-11-24";

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

/** Twelve equal weekly rows of ₹1,000, the first a week after the money is paid. */
const weekly = (): Partial<Loan> => ({
  payment_frequency: 2,
  repayment_schedule: Array.from({ length: 12 }, (_, index) => ({ due_date: addDays("2026-11-19", 7 * (index + 1)), due_amount: 1000, principal_amount: 1000, interest_amount: 0 })),
});

describe("the portal's NACH start terms", () => {
  it("are the initiation's own defaults for an empty request, the account number left out", () => {
    const { ac_number: _account, ...defaults } = mandateTerms({ loan: loan(), request: {}, today: TODAY, category: "L001" });
    expect(nachStartTerms(loan(), TODAY, "L001").defaults).toEqual(defaults);
  });

  it("show the debited account masked as the portal's screens mask it, with its bank", () => {
    expect(nachStartTerms(loan(), TODAY, "L001").account).toEqual({ number: "••••••••9012", bankName: "HDFC Bank", ifscCode: "HDFC0001234" });
  });

  it("offer a monthly loan only monthly debits under L001, and only the four account types banks take", () => {
    const terms = nachStartTerms(loan(), TODAY, "L001");
    expect(terms.frequencies).toEqual(["monthly"]);
    expect(terms.accountTypes).toEqual(["savings", "current", "sb_nro", "other"]);
  });

  it("offer a monthly loan as-presented debits too where the category takes them", () => {
    expect(nachStartTerms(loan(), TODAY, "S001").frequencies).toEqual(["monthly", "as_presented"]);
  });

  it("offer any other loan only as-presented debits, and refuse it under L001, which takes none", () => {
    expect(nachStartTerms(loan(weekly()), TODAY, "S001").frequencies).toEqual(["as_presented"]);
    expect(() => nachStartTerms(loan(weekly()), TODAY, "L001")).toThrow(expect.objectContaining({ code: "nach_frequency_unsupported" }));
  });

  it("give the largest instalment as the least amount, and no fixed amount when the instalments differ", () => {
    // ₹1,00,000 at 14 % over 12 months: 8,978.71 a month, the last row 8,978.73.
    const terms = nachStartTerms(loan(), TODAY, "L001");
    expect(terms.minimumAmount).toBe(8978.73);
    expect(terms.fixedAmount).toBeNull();
  });

  it("give the instalment as the fixed amount when every instalment is the same", () => {
    expect(nachStartTerms(loan(weekly()), TODAY, "S001").fixedAmount).toBe(1000);
  });

  it("throw the initiation's refusal when even the defaults are refused", () => {
    const huge = { repayment_schedule: [{ due_date: "2026-12-19", due_amount: 20_000_000, principal_amount: 20_000_000, interest_amount: 0 }] };
    expect(() => nachStartTerms(loan(huge), TODAY, "L001")).toThrow(AppError);
  });

  it("word a refusal of the defaults with the fields it names", () => {
    const refusal = validationError([{ path: "end_date", message: "must be after start_date 2026-11-24" }]);
    expect(termsRefusalText(refusal)).toBe("The request body is not valid; end_date must be after start_date 2026-11-24");
    expect(termsRefusalText(new AppError("bank_not_on_nach", "The bank takes no ACH debits"))).toBe("The bank takes no ACH debits");
  });
});
