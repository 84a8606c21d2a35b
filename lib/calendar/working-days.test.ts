import { describe, expect, it } from "vitest";
import { isWorkingDay, oldestFreshDate, staleBefore, workingDaysAfter, workingDaysBetween } from "./working-days";

describe("working days (Monday to Friday, IST, less the holidays a caller names)", () => {
  it("are Monday to Friday", () => {
    // 2026-11-23 is a Monday.
    expect(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"].map((day) => isWorkingDay(day))).toEqual([true, true, true, true, true]);
    expect(["2026-11-28", "2026-11-29"].map((day) => isWorkingDay(day))).toEqual([false, false]);
  });

  it("are counted after the first date up to and including the second", () => {
    expect(workingDaysBetween("2026-11-23", "2026-11-23")).toBe(0);
    expect(workingDaysBetween("2026-11-27", "2026-11-30")).toBe(1);
    expect(workingDaysBetween("2026-11-23", "2026-11-30")).toBe(5);
    expect(workingDaysBetween("2026-11-30", "2026-11-23")).toBe(0);
  });

  it("are counted forward from a date, skipping the weekend (a KFS generated on a Friday holds until Wednesday)", () => {
    expect(workingDaysAfter("2026-11-27", 3)).toBe("2026-12-02");
    expect(workingDaysAfter("2026-11-23", 0)).toBe("2026-11-23");
  });

  it("skip the holidays named, and only for the caller that names them", () => {
    const holidays = new Set(["2026-11-30", "2026-12-25"]);
    expect(isWorkingDay("2026-11-30", holidays)).toBe(false);
    expect(isWorkingDay("2026-11-30")).toBe(true);
    // Friday, then Monday a holiday: Tuesday, Wednesday, Thursday.
    expect(workingDaysAfter("2026-11-27", 3, holidays)).toBe("2026-12-03");
    expect(workingDaysAfter("2026-11-27", 3)).toBe("2026-12-02");
  });

  it("leave a mandate fresh for 120 working days after its date, stale on the 121st", () => {
    const today = "2026-11-24";
    const oldest = oldestFreshDate(today, 120);
    expect(workingDaysBetween(oldest, today)).toBe(120);
    // The day before the oldest fresh date already has 121 working days behind it.
    const dayBefore = new Date(Date.parse(`${oldest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(workingDaysBetween(dayBefore, today)).toBe(121);
    // 120 working days are 24 weeks.
    expect(oldest).toBe("2026-06-09");
  });

  it("with a limit of 0, keep only mandates dated on or after the last working day", () => {
    expect(oldestFreshDate("2026-11-24", 0)).toBe("2026-11-24");
    // On a Sunday, Friday's mandate is still within 0 working days.
    expect(oldestFreshDate("2026-11-29", 0)).toBe("2026-11-27");
  });

  it("turn the oldest fresh date into midnight IST for the expiry job's query", () => {
    // 24 Nov 2026, 02:00 IST is still 23 Nov in UTC; today is the IST date.
    expect(staleBefore(new Date("2026-11-23T20:30:00Z"), 0).toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });
});
