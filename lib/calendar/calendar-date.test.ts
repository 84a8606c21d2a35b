import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysInMonth, yearsBetween } from "./calendar-date";

describe("yearsBetween", () => {
  it.each([
    ["1990-05-17", "2026-05-17", 36],
    ["1990-05-17", "2026-05-16", 35],
    ["1990-05-17", "2026-12-31", 36],
    ["2004-02-29", "2025-02-28", 20],
    ["2004-02-29", "2025-03-01", 21],
    ["2004-02-29", "2028-02-29", 24],
  ])("%s to %s is %i whole years", (from, to, years) => {
    expect(yearsBetween(from, to)).toBe(years);
  });
});

describe("addDays", () => {
  it("crosses months, years and leap days", () => {
    expect(addDays("2026-11-24", -30)).toBe("2026-10-25");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});

describe("addMonths (contract v3 section 4)", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-12-31", 12, "2027-12-31"],
    ["2026-05-17", 600, "2076-05-17"],
  ])("%s + %i months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it("adds k months in one step from the date, not one month k times: 31 Jan + 2 = 31 Mar", () => {
    expect(addMonths("2026-01-31", 2)).toBe("2026-03-31");
    expect(addMonths(addMonths("2026-01-31", 1), 1)).toBe("2026-03-28");
  });

  it("counts back as well as forward, across years", () => {
    expect(addMonths("2027-03-31", -1)).toBe("2027-02-28");
    expect(addMonths("2027-01-15", -13)).toBe("2025-12-15");
  });

  it.each([
    ["2027-02-30", 1],
    ["05-Jan-2027", 1],
    ["2027-13-01", 1],
    ["", 1],
    ["2027-01-15", 1.5],
  ])("refuses %j + %s", (date, months) => {
    expect(() => addMonths(date, months)).toThrow(RangeError);
  });
});

describe("daysInMonth", () => {
  it("knows the Gregorian leap years", () => {
    expect([daysInMonth(2028, 2), daysInMonth(2026, 2), daysInMonth(2000, 2), daysInMonth(2100, 2)]).toEqual([29, 28, 29, 28]);
    expect([daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([30, 31]);
  });
});
