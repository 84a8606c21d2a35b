import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { UTR_PATTERN } from "@/lib/schemas/disbursal";
import { sandboxUtr, transactionIdFor } from "./disbursal-utr";

describe("the UTR of a disbursal", () => {
  const time = new Date("2026-11-24T20:00:00.000Z"); // 25 Nov in India

  it("keeps the partner's UTR in either mode", () => {
    expect(transactionIdFor("HDFCN52026112412", time, "production")).toBe("HDFCN52026112412");
    expect(transactionIdFor("HDFCN52026112412", time, "demo")).toBe("HDFCN52026112412");
  });

  it("is generated in demo mode: 22 characters of the RTGS shape, dated in India, and different each time", () => {
    const utrs = Array.from({ length: 50 }, () => transactionIdFor(undefined, time, "demo"));
    for (const utr of utrs) {
      expect(utr).toMatch(UTR_PATTERN);
      expect(utr).toMatch(/^LDSKR20261125\d{9}$/);
    }
    expect(new Set(utrs).size).toBe(utrs.length);
    expect(sandboxUtr(time)).toHaveLength(22);
  });

  it("is required in production mode: 400 naming transaction_id", () => {
    let error: unknown;
    try {
      transactionIdFor(undefined, time, "production");
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("validation_error");
    expect((error as AppError).details.fields).toEqual([{ path: "transaction_id", message: expect.stringContaining("required") }]);
  });
});
