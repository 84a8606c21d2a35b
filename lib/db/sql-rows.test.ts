import { describe, expect, it } from "vitest";
import { insertStatement, storedDate } from "./sql-rows";

describe("insertStatement", () => {
  it("inserts every row in one statement, dates as the driver wants them and undefined as null", () => {
    const at = new Date("2026-11-23T01:02:03.456Z");
    const statement = insertStatement(
      "LoanEvent",
      [
        { id: "a", data: "{}", createdAt: at },
        { id: "b", data: null, createdAt: at },
      ],
      (date) => `D${date.getTime()}`,
    );
    expect(statement).toEqual({
      sql: 'INSERT INTO "LoanEvent" ("id", "data", "createdAt") VALUES (?, ?, ?), (?, ?, ?)',
      params: ["a", "{}", `D${at.getTime()}`, "b", null, `D${at.getTime()}`],
    });
  });

  it("is null for no rows, so nothing is sent", () => {
    expect(insertStatement("CoApplicant", [], String)).toBeNull();
  });
});

describe("storedDate", () => {
  it("reads SQLite's text and PostgreSQL's Date alike", () => {
    expect(storedDate("2026-11-23T01:02:03.456+00:00")).toEqual(new Date("2026-11-23T01:02:03.456Z"));
    expect(storedDate(new Date("2026-11-23T01:02:03.456Z"))).toEqual(new Date("2026-11-23T01:02:03.456Z"));
    expect(storedDate(null)).toBeNull();
  });
});
