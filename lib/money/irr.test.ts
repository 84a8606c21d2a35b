import { describe, expect, it } from "vitest";
import { amortise } from "./amortisation";
import { annualRate, periodicIrr, type DatedFlow } from "./irr";

const instalmentsOf = (principal: number, annualRatePercent: number, months: number) =>
  amortise({ principal, annualRatePercent, months }, "paisa").map((row) => row.instalment);

/** The APR's flows: the net amount lent at time 0, each instalment a period after the one before. */
const lent = (netDisbursed: number, instalments: readonly number[]): DatedFlow[] => [
  { period: 0, amount: -netDisbursed },
  ...instalments.map((amount, index) => ({ period: index + 1, amount })),
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
    // Repaying a millionth of the amount: the rate is near -100 % a month, where Newton's method does not converge.
    expect(annualRate(lent(1_000_000, [1]), 12)).toBeNull();
  });
});

describe("the IRR of dated flows", () => {
  it("reads a period without a flow as nothing paid in it", () => {
    // ₹1,000 lent, ₹1,210 back two periods later: 10 % a period.
    expect(periodicIrr([{ period: 0, amount: -1000 }, { period: 2, amount: 1210 }])).toBeCloseTo(0.1, 10);
    expect(periodicIrr([{ period: 0, amount: -1000 }, { period: 1, amount: 0 }, { period: 2, amount: 1210 }])).toBeCloseTo(0.1, 10);
  });

  it("adds up the flows of one period, in any order", () => {
    const whole = periodicIrr([{ period: 0, amount: -1000 }, { period: 1, amount: 1100 }]);
    expect(periodicIrr([{ period: 1, amount: 600 }, { period: 0, amount: -1000 }, { period: 1, amount: 500 }])).toBe(whole);
  });

  it("is the same from either party's side", () => {
    const flows = lent(19600, Array(24).fill(969.73));
    expect(periodicIrr(flows.map((flow) => ({ ...flow, amount: -flow.amount })))).toBeCloseTo(periodicIrr(flows) ?? Number.NaN, 12);
  });

  it("refuses a flow between periods or before time 0", () => {
    expect(() => periodicIrr([{ period: 0, amount: -1000 }, { period: 1.5, amount: 1100 }])).toThrow(RangeError);
    expect(() => periodicIrr([{ period: -1, amount: -1000 }, { period: 1, amount: 1100 }])).toThrow(RangeError);
  });
});
