import { describe, expect, it } from "vitest";
import { rupeeFigures } from "./rupee-figures";
import { amountInWords } from "./rupees-in-words";

describe("the mandate amount as the form prints it", () => {
  it.each([
    [120000, "Rupees One Lakh Twenty Thousand Only", "1,20,000.00"],
    [10000000, "Rupees One Crore Only", "1,00,00,000.00"],
    [4599, "Rupees Four Thousand Five Hundred Ninety Nine Only", "4,599.00"],
    [1234567.5, "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paise Only", "12,34,567.50"],
    [100.07, "Rupees One Hundred and Seven Paise Only", "100.07"],
  ])("%d reads %s and %s", (amount, words, figures) => {
    expect(amountInWords(amount)).toBe(words);
    expect(rupeeFigures(amount)).toBe(figures);
  });
});
