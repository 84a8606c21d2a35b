import { describe, expect, it } from "vitest";
import { beneficiaryOf, maskAccountNumber } from "./disbursal-beneficiary";

describe("the beneficiary of a disbursal", () => {
  it("is the loan's first account, with its name and IFSC", () => {
    const bank_account = { ac_number: ["12345678907890", "55555555"], ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: 1 as const };
    expect(beneficiaryOf({ bank_account })).toEqual({ ac_name: "Asha Verma", ifsc_code: "HDFC0001234", ac_number: "12345678907890" });
  });

  it.each([
    ["12345678907890", "XXXXXXXXXX7890"],
    ["123456789012", "XXXXXXXX9012"],
    ["12345", "X2345"],
  ])("shows %s as %s: the last 4 digits, the length kept", (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });
});
