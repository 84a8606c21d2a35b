import { describe, expect, it } from "vitest";
import { rupeeFigures } from "@/lib/format/indian-format";
import { amountInWords } from "./rupees-in-words";

describe("the mandate amount as the form prints it", () => {
  it.each([
    [120000, "Rupees One Lakh Twenty Thousand Only", "1,20,000.00"],
    [10000000, "Rupees One Crore Only", "1,00,00,000.00"],
    [120000.5, "Rupees One Lakh Twenty Thousand and Fifty Paise Only", "1,20,000.50"],
    [4599, "Rupees Four Thousand Five Hundred Ninety Nine Only", "4,599.00"],
    [1234567.5, "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paise Only", "12,34,567.50"],
    [100.07, "Rupees One Hundred and Seven Paise Only", "100.07"],
    [100.01, "Rupees One Hundred and One Paisa Only", "100.01"],
    [100.02, "Rupees One Hundred and Two Paise Only", "100.02"],
    [0.01, "Rupees Zero and One Paisa Only", "0.01"],
    [0.02, "Rupees Zero and Two Paise Only", "0.02"],
    [9999999.99, "Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only", "99,99,999.99"],
  ])("%d reads %s and %s", (amount, words, figures) => {
    expect(amountInWords(amount)).toBe(words);
    expect(rupeeFigures(amount)).toBe(figures);
  });

  it.each([120000, 10000000, 100.01, 0.02])("says Rupees once and Only once for %d", (amount) => {
    const phrase = amountInWords(amount);
    expect(phrase.match(/\bRupees?\b/g)).toEqual(["Rupees"]);
    expect(phrase.match(/\bOnly\b/g)).toEqual(["Only"]);
    expect(phrase).toMatch(/^Rupees .+ Only$/);
  });
});
