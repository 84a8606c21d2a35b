import { describe, expect, it } from "vitest";
import { maskAccountNumber, maskIdentifier } from "./mask";

describe("an account number masked", () => {
  it.each([
    ["12345678907890", "XXXXXXXXXX7890", "••••••••7890"],
    ["123456789012", "XXXXXXXX9012", "••••••••9012"],
    ["12345", "X2345", "•2345"],
    ["1234", "1234", "1234"],
  ])("shows %s as %s in the API's records (the length kept) and %s on the portal's screens (at most eight dots)", (number, record, screen) => {
    expect(maskAccountNumber(number, "record")).toBe(record);
    expect(maskAccountNumber(number, "screen")).toBe(screen);
  });
});

describe("a PAN or CKYC number on the portal's screens", () => {
  it("shows its last 4 characters", () => {
    expect(maskIdentifier("ABCPS1234K")).toBe("••••••234K");
    expect(maskIdentifier("12345678901234")).toBe("••••••••1234");
  });
});
