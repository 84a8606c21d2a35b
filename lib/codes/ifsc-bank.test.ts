import { describe, expect, it } from "vitest";
import { ifscBank } from "./ifsc-bank";

describe("the bank behind an IFSC", () => {
  it("names a bank by its IFSC prefix, with its ACH debit flag", () => {
    expect(ifscBank("HDFC0001234")).toEqual({ code: "HDFC", name: "HDFC Bank", achDebit: true });
    expect(ifscBank("airp0000001")).toEqual({ code: "AIRP", name: "Airtel Payments Bank", achDebit: false });
  });

  it("finds the sub-member bank on a branch leased from a larger bank", () => {
    expect(ifscBank("HDFC0CAMBLA")).toMatchObject({ code: "AKMX", achDebit: false });
  });

  it("knows nothing of a bank outside the list", () => {
    expect(ifscBank("ZZZZ0000001")).toBeNull();
  });
});
