import { describe, expect, it } from "vitest";
import { fieldMessage, formatBytes, formatDateTime, formatDay, formatDayOfMonth, formatLongDay, formatPreciseDateTime } from "./format";
import { scanFileName } from "./portal-nach-files";

describe("portal formatting", () => {
  it("shows times in Indian time", () => {
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

  it("names a signed scan after the type of its bytes", () => {
    expect(scanFileName("abc", "application/pdf")).toBe("signed-nach-abc.pdf");
    expect(scanFileName("abc", "image/jpeg")).toBe("signed-nach-abc.jpg");
    expect(scanFileName("abc", "image/png")).toBe("signed-nach-abc.png");
    expect(scanFileName("abc", "application/octet-stream")).toBe("signed-nach-abc.bin");
  });

  it("turns the schemas' predicates into sentences and leaves sentences alone", () => {
    expect(fieldMessage("The UMRN", "is required")).toBe("The UMRN is required.");
    expect(fieldMessage("The URL", "must be an http or https URL")).toBe("The URL must be an http or https URL.");
    expect(fieldMessage("The URL", "Endpoint URLs must use https")).toBe("Endpoint URLs must use https");
    expect(fieldMessage("The UMRN", undefined)).toBeUndefined();
  });
});
