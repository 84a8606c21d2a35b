import { describe, expect, it } from "vitest";
import { amortise } from "./amortisation";
import { annualRate, periodicRate, type DatedFlow } from "./irr";

const instalmentsOf = (principal: number, annualRatePercent: number, months: number) =>
  amortise({ principal, annualRatePercent, count: months }, "paisa").map((row) => row.instalment);

/** The APR's flows: the net amount lent at time 0, each instalment a period after the one before. */
const lent = (netDisbursed: number, instalments: readonly number[]): DatedFlow[] => [
  { time: 0, amount: -netDisbursed },
  ...instalments.map((amount, index) => ({ time: index + 1, amount })),
];

// The expected figures other than the interest rates themselves were
// computed independently, by bisection on the NPV equation in Python.
describe("the annual rate of a loan's flows (the APR)", () => {
  it("equals the interest rate when nothing is deducted", () => {
    expect(annualRate(lent(20000, instalmentsOf(20000, 15, 24)), 12)).toBe(15);
    expect(annualRate(lent(250000, instalmentsOf(250000, 13.5, 36)), 12)).toBe(13.5);
  });

  it("reproduces RBI's Annex B example: ₹20,000, 15 %, 24 x 969.73, ₹400 of fees gives 17.07 %", () => {
    expect(annualRate(lent(19600, Array(24).fill(969.73)), 12)).toBe(17.07);
    // And the circular's sensitivity: without the ₹160 paid to a third party.
    expect(annualRate(lent(19760, Array(24).fill(969.73)), 12)).toBe(16.23);
  });

  it("is above zero for a zero-interest loan with fees", () => {
    expect(annualRate(lent(11400, Array(12).fill(1000)), 12)).toBe(9.58);
    expect(annualRate(lent(12000, Array(12).fill(1000)), 12)).toBe(0);
  });

  it("holds over 600 monthly instalments", () => {
    const instalments = instalmentsOf(1_000_000, 12, 600);
    expect(annualRate(lent(1_000_000, instalments), 12)).toBe(12);
    expect(annualRate(lent(990_000, instalments), 12)).toBe(12.12);
  });

  it("annualises weekly instalments by 52", () => {
    expect(annualRate(lent(5000, Array(10).fill(510)), 52)).toBe(18.81);
  });

  it("states none rather than a wrong rate when there is none to find", () => {
    expect(annualRate(lent(0, [1000]), 12)).toBeNull();
    expect(annualRate(lent(1000, [0, 0]), 12)).toBeNull();
    // Repaying a millionth of the amount: the rate is near -100 % a month, far below -10 % a year.
    expect(annualRate(lent(1_000_000, [1]), 12)).toBeNull();
    // Over 1,000 % a year.
    expect(annualRate(lent(1000, [2000]), 12)).toBeNull();
  });
});

const rateOf = (flows: DatedFlow[], periodsPerYear = 12) => {
  const found = periodicRate(flows, periodsPerYear);
  return found.found ? found.rate : Number.NaN;
};

describe("the IRR of dated flows (contract v3 section 11)", () => {
  it("reads a period without a flow as nothing paid in it", () => {
    // ₹1,000 lent, ₹1,210 back two periods later: 10 % a period.
    expect(rateOf([{ time: 0, amount: -1000 }, { time: 2, amount: 1210 }])).toBeCloseTo(0.1, 10);
    expect(rateOf([{ time: 0, amount: -1000 }, { time: 1, amount: 0 }, { time: 2, amount: 1210 }])).toBeCloseTo(0.1, 10);
  });

  it("times a flow between periods by its fraction", () => {
    // ₹1,000 lent, ₹1,100 back half a period later: (1 + r)^0.5 = 1.1.
    expect(rateOf([{ time: 0, amount: -1000 }, { time: 0.5, amount: 1100 }])).toBeCloseTo(0.21, 10);
  });

  it("adds up the flows of one time, in any order", () => {
    const whole = rateOf([{ time: 0, amount: -1000 }, { time: 1, amount: 1100 }]);
    expect(rateOf([{ time: 1, amount: 600 }, { time: 0, amount: -1000 }, { time: 1, amount: 500 }])).toBeCloseTo(whole, 12);
  });

  it("is the same from either party's side", () => {
    const flows = lent(19600, Array(24).fill(969.73));
    expect(rateOf(flows.map((flow) => ({ ...flow, amount: -flow.amount })))).toBeCloseTo(rateOf(flows), 12);
  });

  it("finds the one root of flows that change sign more than once: withheld money received after instalments began", () => {
    // ₹75,000 paid, ₹25,000 released after 3 months, 12 monthly instalments of a ₹1,00,000 loan at 12 %.
    const instalments = instalmentsOf(100000, 12, 12);
    const flows = [{ time: 0, amount: 75000 }, { time: 3, amount: 25000 }, ...instalments.map((amount, index) => ({ time: index + 1, amount: -amount }))];
    expect(periodicRate(flows, 12)).toEqual({ found: true, rate: expect.any(Number) });
    // Money held back costs the borrower: the rate is above the 12 % charged.
    expect(annualRate(flows, 12)).toBeGreaterThan(12);
  });

  it("refuses flows with two roots in the range rather than state either", () => {
    // -1,000 now, +2,090 in a year, -1,092 in two: the present value is nil at 3.93 % and at 4.89 % a year.
    const flows = [{ time: 0, amount: -1000 }, { time: 12, amount: 2090 }, { time: 24, amount: -1092 }];
    expect(periodicRate(flows, 12)).toEqual({ found: false, reason: "several_roots" });
  });

  it("discounts a flow before time 0 like any other: a due date before the start is the terms checks' to refuse", () => {
    expect(rateOf([{ time: -1, amount: -1000 }, { time: 1, amount: 1210 }])).toBeCloseTo(0.1, 10);
    expect(() => periodicRate([{ time: Number.NaN, amount: -1000 }, { time: 1, amount: 1100 }], 12)).toThrow(RangeError);
  });
});
