import { describe, expect, it } from "vitest";
import { formatBytes, formatDateTime, formatDay, formatDayOfMonth, formatLongDay, formatNumber, formatPercent, formatPreciseDateTime, formatRupees, printedInstant, rupeeAmount, rupeeFigures } from "./indian-format";

describe("formatting for people", () => {
  it("groups numbers the Indian way, keeping every fraction digit", () => {
    expect([999, 1000, 100000, 1234567, 500001, -2500000, 1234.5].map(formatNumber)).toEqual(["999", "1,000", "1,00,000", "12,34,567", "5,00,001", "-25,00,000", "1,234.5"]);
  });

  it("writes rupees with the sign, to the paisa only when there are paise, and in figures to the paisa", () => {
    expect([200000, 1500.5].map(formatRupees)).toEqual(["₹2,00,000", "₹1,500.50"]);
    expect(rupeeAmount(250000.256)).toBe("2,50,000.26");
    expect(rupeeFigures(120000)).toBe("1,20,000.00");
    expect(formatPercent(0.4512)).toBe("45.12%");
  });

  it("shows times in Indian time", () => {
    expect(printedInstant("2026-11-22T18:45:00.000Z")).toBe("23/11/2026 00:15 IST");
    expect(formatDateTime("2026-11-22T18:45:00.000Z")).toMatch(/23 Nov 2026.*12:15\s?am/i);
    expect(formatPreciseDateTime("2026-11-22T18:45:07.000Z")).toMatch(/23 Nov 2026.*12:15:07\s?am/i);
  });

  it("writes calendar days as people read them, the same day in any zone", () => {
    expect(formatDay("2026-07-10")).toBe("10 Jul 2026");
    expect(formatDayOfMonth("2026-11-27")).toBe("27 Nov");
    expect(formatLongDay("2026-11-27")).toBe("Friday, 27 November 2026");
  });

  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1.0 KiB"],
    [250_000, "244.1 KiB"],
    [5 * 1024 * 1024, "5.0 MiB"],
  ])("%i bytes read as %s", (size, text) => {
    expect(formatBytes(size)).toBe(text);
  });

});
