import { describe, expect, it } from "vitest";
import { beneficiaryOf } from "./disbursal-beneficiary";

describe("the beneficiary of a disbursal", () => {
  it("is the loan's first account, with its name and IFSC", () => {
    const bank_account = { ac_number: ["12345678907890", "55555555"], ifsc_code: "HDFC0001234", ac_name: "Asha Verma", nach_type: 1 as const };
    expect(beneficiaryOf({ bank_account })).toEqual({ ac_name: "Asha Verma", ifsc_code: "HDFC0001234", ac_number: "12345678907890" });
  });
});
