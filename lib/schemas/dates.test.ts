import { describe, it, expect } from "vitest";
import { dateField, parseDate, parseIndianLocalTime } from "@/lib/schemas/dates";

describe("parseDate / dateField: accepted forms", () => {
  it.each([
    ["2020-01-15", "2020-01-15"],
    ["15-Jan-2020", "2020-01-15"],
    ["15-jan-2020", "2020-01-15"],
    ["15-JAN-2020", "2020-01-15"],
    ["15-jAn-2020", "2020-01-15"],
    ["01-Jan-2019", "2019-01-01"],
    ["1-Jan-2019", "2019-01-01"],
    ["31-Dec-1999", "1999-12-31"],
    ["30-Sep-2026", "2026-09-30"],
  ])("%s -> %s", (input, expected) => {
    expect(parseDate(input)).toBe(expected);
    expect(dateField.parse(input)).toBe(expected);
  });

  it("ignores surrounding spaces in a request field", () => {
    expect(dateField.parse(" 2020-01-15 ")).toBe("2020-01-15");
  });
});

describe("leap days", () => {
  it.each([
    ["2020-02-29", "2020-02-29"],
    ["29-Feb-2024", "2024-02-29"],
    ["2000-02-29", "2000-02-29"], // divisible by 400: leap
  ])("accepts %s", (input, expected) => {
    expect(parseDate(input)).toBe(expected);
  });

  it.each(["2021-02-29", "29-Feb-2023", "1900-02-29", "2100-02-29"])("refuses %s (not a leap year)", (input) => {
    expect(parseDate(input)).toBeNull();
  });
});

describe("parseDate / dateField: refused", () => {
  it.each([
    "1990-02-30",
    "31-Apr-2020",
    "2020-13-01",
    "2020-00-10",
    "2020-01-00",
    "2020-01-32",
    "32-Jan-2020",
    "15-Foo-2020",
    "15-January-2020",
    "15/01/2020",
    "2020/01/15",
    "01-15-2020",
    "20200115",
    "2020-1-5",
    "2020-01-15T00:00:00Z",
    "1899-12-31",
    "yesterday",
    "",
    "٢٠٢٠-٠١-١٥", // Arabic-Indic digits are not ASCII digits
  ])("%j", (input) => {
    expect(parseDate(input)).toBeNull();
    const result = dateField.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("must be a real date as YYYY-MM-DD or DD-MMM-YYYY");
  });

  it.each([20200115, null, true, { date: "2020-01-15" }, ["2020-01-15"]])("a non-string %j", (input) => {
    const result = dateField.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("must be a date string (YYYY-MM-DD or DD-MMM-YYYY)");
  });
});

describe("parseIndianLocalTime (bank transaction times, read as IST)", () => {
  it.each([
    ["2022-04-19T00:00:00", "2022-04-18T18:30:00.000Z"],
    ["2022-04-19 10:15", "2022-04-19T04:45:00.000Z"],
    ["19-Apr-2022 00:00:00", "2022-04-18T18:30:00.000Z"],
    ["19-apr-2022 23:59:59", "2022-04-19T18:29:59.000Z"],
  ])("%s is %s", (input, iso) => {
    expect(parseIndianLocalTime(input)?.toISOString()).toBe(iso);
  });

  it.each(["2022-04-31T00:00:00", "2022-04-19T24:00:00", "2022-04-19T10:60:00", "19-Apr-2022", "2022-04-19T00:00:00Z", "soon", "2021-02-29T10:00:00", "0050-01-01T10:00:00"])(
    "refuses %s",
    (input) => {
      expect(parseIndianLocalTime(input)).toBeNull();
    },
  );
});
