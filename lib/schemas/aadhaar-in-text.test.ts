import { describe, expect, it } from "vitest";
import { containsAadhaarNumber } from "./aadhaar-in-text";

// 234567890124 and 987654321096 end in their Verhoeff check digit.
describe("containsAadhaarNumber", () => {
  it.each([
    "234567890124",
    "2345 6789 0124",
    "2345-6789-0124",
    "2345\u00a06789\u00a00124",
    "Aadhaar: 987654321096.",
    "Flat 4, 9876 5432 1096, Pune",
    "ref#234567890124#",
    "card 1111 2345 6789 0124", // a grouped 12 inside a longer grouped number is still tried
  ])("finds one in %j", (text) => {
    expect(containsAadhaarNumber(text)).toBe(true);
  });

  it.each([
    "234567890125", // wrong check digit
    "123456789010", // valid check digit, but no Aadhaar number starts with 0 or 1
    "012345678905",
    "9234567890124", // 13 digits
    "2345678901245",
    "2345 6789 01245",
    "23456789012", // 11 digits
    "2345 6789 012 4",
    "+91 98765 43210",
  ])("finds none in %j", (text) => {
    expect(containsAadhaarNumber(text)).toBe(false);
  });
});
