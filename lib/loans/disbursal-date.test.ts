import { describe, expect, it } from "vitest";
import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import { AppError } from "@/lib/errors/app-error";
import { assertRecentTransaction, disbursalDateRefusal } from "./disbursal-date";

type Terms = Parameters<typeof disbursalDateRefusal>[0];

const START = "2026-11-20";
const loan: Terms = {
  disbursal_detail: [
    { disbursal_type: DISBURSAL_TYPE.principal, date: START, amount: 150000 },
    { disbursal_type: DISBURSAL_TYPE.withhold, date: "2026-12-20", amount: 50000 },
  ],
};

describe("the day a loan is paid out", () => {
  it.each([
    ["the first millisecond of the start in India", "2026-11-19T18:30:00.000Z"],
    ["its last millisecond", "2026-11-20T18:29:59.999Z"],
  ])("is the start, from %s", (_name, time) => {
    expect(disbursalDateRefusal(loan, new Date(time))).toBeNull();
  });

  it.each([
    ["the day before in India (still the start in UTC)", "2026-11-19T18:29:59.999Z", "2026-11-19"],
    ["the day after in India (still the start in UTC)", "2026-11-20T18:30:00.000Z", "2026-11-21"],
  ])("refuses %s with 409 disbursal_date_mismatch naming the start", (_name, time, day) => {
    const refusal = disbursalDateRefusal(loan, new Date(time));
    expect(refusal?.code).toBe("disbursal_date_mismatch");
    expect(refusal?.status).toBe(409);
    expect(refusal?.details).toEqual({ expected: START });
    expect(refusal?.message).toContain(day);
  });

  it.each([
    ["no tranches", {}],
    ["a withhold tranche only", { disbursal_detail: [{ disbursal_type: DISBURSAL_TYPE.withhold, date: START, amount: 5000 }] }],
  ])("is missing with %s: 409 disbursal_date_missing", (_name, terms: Terms) => {
    const refusal = disbursalDateRefusal(terms, new Date("2026-11-20T06:00:00.000Z"));
    expect(refusal?.code).toBe("disbursal_date_missing");
    expect(refusal?.status).toBe(409);
    expect(refusal?.details).toEqual({});
  });
});

describe("a transaction time", () => {
  const now = new Date("2026-11-20T09:30:00.000Z");
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const HOUR = 60 * 60 * 1000;

  it.each([["now", 0], ["exactly 24 hours before the call", -24 * HOUR]])("is accepted %s", (_name, offset) => {
    expect(() => assertRecentTransaction(at(offset), now)).not.toThrow();
  });

  it.each([
    ["24 hours and a millisecond old", -24 * HOUR - 1, "at most 24 hours"],
    ["25 hours old", -25 * HOUR, "at most 24 hours"],
    ["a millisecond ahead of the server", 1, "future"],
  ])("is refused %s with 400 validation_error naming transaction_time", (_name, offset, message) => {
    let refusal: unknown;
    try {
      assertRecentTransaction(at(offset), now);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("validation_error");
    expect((refusal as AppError).details.fields).toEqual([{ path: "transaction_time", message: expect.stringContaining(message) }]);
  });
});
