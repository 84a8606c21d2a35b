import { describe, expect, it } from "vitest";
import { isVerhoeffValid, verhoeffCheckDigit } from "./verhoeff";

// Published test vectors (Verhoeff's worked example and the usual reference set).
const VECTORS: [string, string][] = [
  ["236", "3"],
  ["12345", "1"],
  ["142857", "0"],
  ["123456789012", "0"],
  ["8473643095483728456789", "2"],
];

describe("Verhoeff check digit", () => {
  it.each(VECTORS)("gives %s the check digit %s", (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(isVerhoeffValid(`${digits}${check}`)).toBe(true);
  });

  it.each(VECTORS)("refuses %s with any other last digit", (digits, check) => {
    for (const wrong of "0123456789".replace(check, "")) expect(isVerhoeffValid(`${digits}${wrong}`)).toBe(false);
  });

  it("catches every single-digit error and every adjacent transposition of a 12-digit number", () => {
    const valid = "23456789012" + verhoeffCheckDigit("23456789012");
    for (let i = 0; i < valid.length; i++) {
      for (const digit of "0123456789") {
        if (digit === valid[i]) continue;
        expect(isVerhoeffValid(valid.slice(0, i) + digit + valid.slice(i + 1))).toBe(false);
      }
      if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
        expect(isVerhoeffValid(valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2))).toBe(false);
      }
    }
  });

  it("is for digits only", () => {
    expect(isVerhoeffValid("")).toBe(false);
    expect(isVerhoeffValid("2363a")).toBe(false);
    expect(() => verhoeffCheckDigit("23a")).toThrow(RangeError);
  });
});
