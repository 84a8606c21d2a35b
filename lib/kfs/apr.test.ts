import { describe, expect, it } from "vitest";
import { paisaAmortisationSchedule } from "@/lib/policy/paisa-amortisation";
import { annualPercentageRate } from "./apr";

const instalmentsOf = (principal: number, annualRatePercent: number, months: number) =>
  paisaAmortisationSchedule({ principal, annualRatePercent, months, firstDueDate: "2027-01-10" }).map((row) => row.instalment);

// The expected figures other than the interest rates themselves were
// computed independently, by bisection on the NPV equation in Python.
describe("the APR", () => {
  it("equals the interest rate when nothing is deducted", () => {
    expect(annualPercentageRate({ netDisbursed: 20000, instalments: instalmentsOf(20000, 15, 24) })).toBe(15);
    expect(annualPercentageRate({ netDisbursed: 250000, instalments: instalmentsOf(250000, 13.5, 36) })).toBe(13.5);
  });

  it("reproduces RBI's Annex B example: ₹20,000, 15 %, 24 x 969.73, ₹400 of fees gives 17.07 %", () => {
    expect(annualPercentageRate({ netDisbursed: 19600, instalments: Array(24).fill(969.73) })).toBe(17.07);
    // And the circular's sensitivity: without the ₹160 paid to a third party.
    expect(annualPercentageRate({ netDisbursed: 19760, instalments: Array(24).fill(969.73) })).toBe(16.23);
  });

  it("is above zero for a zero-interest loan with fees", () => {
    expect(annualPercentageRate({ netDisbursed: 11400, instalments: Array(12).fill(1000) })).toBe(9.58);
    expect(annualPercentageRate({ netDisbursed: 12000, instalments: Array(12).fill(1000) })).toBe(0);
  });

  it("holds over 600 monthly instalments", () => {
    const instalments = instalmentsOf(1_000_000, 12, 600);
    expect(annualPercentageRate({ netDisbursed: 1_000_000, instalments })).toBe(12);
    expect(annualPercentageRate({ netDisbursed: 990_000, instalments })).toBe(12.12);
  });

  it("annualises weekly instalments by 52", () => {
    expect(annualPercentageRate({ netDisbursed: 5000, instalments: Array(10).fill(510), periodsPerYear: 52 })).toBe(18.81);
  });

  it("states none rather than a wrong rate when there is none to find", () => {
    expect(annualPercentageRate({ netDisbursed: 0, instalments: [1000] })).toBeNull();
    expect(annualPercentageRate({ netDisbursed: 1000, instalments: [0, 0] })).toBeNull();
    // Repaying a millionth of the amount: the rate is near -100 % a month, where Newton's method does not converge.
    expect(annualPercentageRate({ netDisbursed: 1_000_000, instalments: [1] })).toBeNull();
  });
});
