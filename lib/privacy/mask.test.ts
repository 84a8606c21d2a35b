import { describe, expect, it } from "vitest";
import { maskAccountNumber, maskCkycNumber, maskIdentifier, maskPan } from "./mask";

describe("an account number masked", () => {
  it.each([
    ["12345678907890", "XXXXXXXXXX7890", "••••••••7890"],
    ["123456789012", "XXXXXXXX9012", "••••••••9012"],
    ["12345678", "XXXX5678", "••••5678"],
    ["1234567", "XXXXX67", "•••••67"],
    ["12345", "XXX45", "•••45"],
  ])("shows %s as %s in the API's records (the length kept) and %s on the portal's screens (at most eight dots)", (number, record, screen) => {
    expect(maskAccountNumber(number, "record")).toBe(record);
    expect(maskAccountNumber(number, "screen")).toBe(screen);
  });

  it("shows the last 4 digits from 8 digits on and the last 2 below", () => {
    for (let length = 5; length <= 30; length += 1) {
      const number = "9".repeat(length);
      const shown = maskAccountNumber(number, "record").replaceAll("X", "").length;
      expect(shown).toBe(length >= 8 ? 4 : 2);
    }
  });
});

describe("a PAN or CKYC number on the portal's screens", () => {
  it("shows its last 4 characters", () => {
    expect(maskIdentifier("ABCPS1234K")).toBe("••••••234K");
    expect(maskIdentifier("12345678901234")).toBe("••••••••1234");
  });
});

describe("a PAN in the audit trail", () => {
  it("shows its first 3 and last character, the rest as stars", () => {
    expect(maskPan("ABCPS1234K")).toBe("ABC******K");
    expect(maskPan("XYZPX9876X")).toBe("XYZ******X");
  });
});

describe("a CKYC number in the API's records", () => {
  it("shows its last 4 digits, the length kept", () => {
    expect(maskCkycNumber("12345678901234")).toBe("XXXXXXXXXX1234");
  });
});
