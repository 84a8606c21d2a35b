import { describe, expect, it } from "vitest";
import { INDIA_UTC_OFFSET, indianClockTime, instantOfIndianTime, startOfIndianDay, todayInIndia } from "./india-day";

describe("todayInIndia", () => {
  it("is the next day from 18:30 UTC on", () => {
    expect(todayInIndia(new Date("2026-11-24T18:29:59.999Z"))).toBe("2026-11-24");
    expect(todayInIndia(new Date("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25");
    expect(todayInIndia(new Date("2026-11-24T23:59:00.000Z"))).toBe("2026-11-25");
  });
});


describe("India's clock", () => {
  it("is UTC+05:30", () => {
    expect(INDIA_UTC_OFFSET).toBe("+05:30");
    expect(indianClockTime(new Date("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25T00:00:00.000");
  });

  it("starts an Indian day at 18:30 UTC the day before", () => {
    expect(startOfIndianDay("2026-11-25").toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });

  it("reads a time written without a zone as India's", () => {
    expect(instantOfIndianTime(2022, 4, 19, 10, 15, 0).toISOString()).toBe("2022-04-19T04:45:00.000Z");
  });
});
