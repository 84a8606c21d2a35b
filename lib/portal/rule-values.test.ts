import { describe, expect, it } from "vitest";
import { formatRupees, formatPercent } from "@/lib/format/indian-format";
import { ruleFigures } from "./rule-values";

describe("a rule's figures on screen", () => {
  it.each([
    ["foir", "<= 0.60", "at most 60%"],
    ["foir", "0.2612", "26.12%"],
    ["income", ">= 15,000", "at least ₹15,000"],
    ["income", "85000", "₹85,000"],
    ["loan_amount", "5,000-500,000", "₹5,000-₹5,00,000"],
    ["exposure", "<= 3 loans, <= 1,000,000", "at most 3 loans, at most ₹10,00,000"],
    ["exposure", "2 loans, 1,500,000", "2 loans, ₹15,00,000"],
    ["exposure", "2 loans, 15,00,000", "2 loans, ₹15,00,000"],
    ["credit_score", ">= 650", "at least 650"],
    ["age", "21-60", "21-60"],
    ["bureau_data", "all 4 given", "all 4 given"],
  ])("%s: %s reads %s", (code, recorded, shown) => {
    expect(ruleFigures(code, recorded)).toBe(shown);
  });

  it("writes rupees in Indian grouping and ratios as percentages", () => {
    expect(formatRupees(150000)).toBe("₹1,50,000");
    expect(formatPercent(0.6)).toBe("60%");
    expect(formatPercent(0.45125)).toBe("45.13%");
  });
});
