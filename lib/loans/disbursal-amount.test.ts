import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import { paidAtDisbursalPaise } from "@/lib/terms/cash-flows";
import { assertAmountMatches, disbursalBreakdown, disbursalDue, netAmountDue, nothingToPayIssues } from "./disbursal-amount";

type Terms = Parameters<typeof disbursalBreakdown>[0];
type Tranche = NonNullable<Terms["disbursal_detail"]>[number];

const DATE = "2026-11-20";
/** 15:00 in India on DATE. */
const ON_THE_START = new Date("2026-11-20T09:30:00.000Z");
const principal = (amount: number, deductions: Partial<Tranche> = {}): Tranche => ({ disbursal_type: DISBURSAL_TYPE.principal, date: DATE, amount, ...deductions });
const withhold = (amount: number, deductions: Partial<Tranche> = {}): Tranche => ({ disbursal_type: DISBURSAL_TYPE.withhold, date: DATE, amount, ...deductions });

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the net amount due", () => {
  it("is the loan amount when the loan has no tranches", () => {
    expect(netAmountDue({ loan_amount: 200000 })).toEqual({
      gross: 200000,
      processing_fee: 0,
      gst: 0,
      pre_emi: 0,
      subvention: 0,
      upfront_emi: 0,
      insurance: 0,
      withheld: 0,
      net: 200000,
      withheld_releases: [],
    });
  });

  it("pays 150,000 principal less its deductions and withholds 50,000 on a 200,000 loan", () => {
    const due = netAmountDue({
      loan_amount: 200000,
      disbursal_detail: [principal(150000, { processing_fee: 1500, gst: 270 }), withhold(50000, { processing_fee: 500 })],
    });
    expect(due).toEqual(expect.objectContaining({ gross: 150000, processing_fee: 1500, gst: 270, withheld: 50000, net: 148230 }));
  });

  it("sums every deduction over every principal tranche, and nothing else", () => {
    const due = netAmountDue({
      loan_amount: 300000,
      disbursal_detail: [
        principal(100000, { processing_fee: 1000, gst: 180, pre_emi: 500, subvention: 250, upfront_emi: 4000, insurance: 700, downpayment: 9000, coupon_amount: 300, hold_amount: 800 }),
        principal(150000, { processing_fee: 2000, gst: 360, insurance: 300 }),
        withhold(50000),
      ],
    });
    expect(due).toEqual({
      gross: 250000,
      processing_fee: 3000,
      gst: 540,
      pre_emi: 500,
      subvention: 250,
      upfront_emi: 4000,
      insurance: 1000,
      withheld: 50000,
      net: 250000 - 3000 - 540 - 500 - 250 - 4000 - 1000,
      withheld_releases: [{ date: DATE, released_at: null, amount: null, transaction_id: null }],
    });
  });

  it("is the Key Facts Statement's paid_at_disbursal, the gross being the principal tranches", () => {
    // Tranches may sum to loan_amount within ₹1 (contract section 4): the payout is what the principal tranches pay, as the KFS states it.
    const terms = {
      loan_amount: 200000.8,
      disbursal_detail: [principal(150000, { processing_fee: 1000, gst: 180, upfront_emi: 6000 }), withhold(30000, {}), withhold(20000, {})],
    };
    const due = netAmountDue(terms);
    expect(due.net).toBe(paidAtDisbursalPaise(terms) / 100);
    expect(due.gross).toBe(150000);
    expect(due.net).toBe(150000 - 1000 - 180 - 6000);
    expect(due.withheld).toBe(50000);
  });

  it("lists one release per withhold tranche, due on its date, in the loan's order, none recorded yet", () => {
    const due = netAmountDue({
      loan_amount: 200000,
      disbursal_detail: [principal(150000), { ...withhold(30000), date: "2027-01-15" }, { ...withhold(20000), date: "2026-12-20" }],
    });
    expect(due.withheld_releases).toEqual([
      { date: "2027-01-15", released_at: null, amount: null, transaction_id: null },
      { date: "2026-12-20", released_at: null, amount: null, transaction_id: null },
    ]);
  });

  it("adds in paise, with no float noise: 1,000.30 less 0.10 and 0.20 is 1,000.00", () => {
    const due = netAmountDue({ loan_amount: 1000.3, disbursal_detail: [principal(1000.3, { processing_fee: 0.1, gst: 0.2 })] });
    expect(due.net).toBe(1000);
  });

  it("refuses deductions equal to the tranche, naming it, instead of paying 0", () => {
    const terms = { loan_amount: 200000, disbursal_detail: [principal(1180, { processing_fee: 1000, gst: 180 }), principal(198820)] };
    const error = refusal(() => netAmountDue(terms));
    expect(error.code).toBe("inconsistent_terms");
    expect(error.details.fields).toEqual([{ path: "disbursal_detail[0]", message: expect.stringContaining("whole tranche") }]);
  });

  it("refuses deductions larger than the tranche rather than flooring at 0", () => {
    const terms = { loan_amount: 1000, disbursal_detail: [principal(1000, { processing_fee: 1500 })] };
    expect(disbursalBreakdown(terms).net).toBe(-500);
    expect(nothingToPayIssues(terms).map((issue) => issue.path)).toEqual(["disbursal_detail[0]"]);
  });

  it("refuses a loan with a withhold tranche only: nothing would be paid", () => {
    const terms = { loan_amount: 200000, disbursal_detail: [withhold(200000)] };
    const error = refusal(() => netAmountDue(terms));
    expect(error.code).toBe("inconsistent_terms");
    expect(error.details.fields).toEqual([{ path: "disbursal_detail", message: expect.stringContaining("pays out nothing") }]);
  });
});

describe("a disbursal shown before it is confirmed", () => {
  it("shows the breakdown of a loan payable now, on its start", () => {
    expect(disbursalDue({ loan_amount: 5000, disbursal_detail: [principal(5000)] }, ON_THE_START)).toEqual({
      payable: true,
      breakdown: expect.objectContaining({ net: 5000 }),
    });
  });

  it("says why a loan cannot be paid now: no principal tranche, another day, or nothing to pay", () => {
    expect(disbursalDue({ loan_amount: 5000 }, ON_THE_START)).toEqual({ payable: false, reasons: [expect.stringContaining("no principal tranche")] });
    expect(disbursalDue({ loan_amount: 5000, disbursal_detail: [principal(5000)] }, new Date("2026-11-20T18:30:00.000Z"))).toEqual({
      payable: false,
      reasons: [expect.stringContaining("paid on its start, 2026-11-20")],
    });
    expect(disbursalDue({ loan_amount: 1000, disbursal_detail: [principal(1000, { processing_fee: 1500 })] }, ON_THE_START)).toEqual({
      payable: false,
      reasons: [expect.stringContaining("disbursal_detail[0] deductions take the whole tranche")],
    });
  });
});

describe("a stated amount", () => {
  const due = netAmountDue({ loan_amount: 200000, disbursal_detail: [principal(200000, { processing_fee: 2000, gst: 360 })] });

  it.each([197640, 197639, 197641, 197639.5, undefined])("is accepted within ₹1 of 197,640: %s", (amount) => {
    expect(() => assertAmountMatches(amount, due)).not.toThrow();
  });

  it.each([197638, 197642, 197641.01, 200000])("is refused more than ₹1 away: %s, naming the expected amount", (amount) => {
    const error = refusal(() => assertAmountMatches(amount, due));
    expect(error.code).toBe("disbursal_amount_mismatch");
    expect(error.status).toBe(422);
    expect(error.details).toEqual({ expected: 197640 });
  });
});
