import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors";

// The shapes below are those observed from node-postgres while PostgreSQL was
// stopped ("fast" and "immediate") and from better-sqlite3 while another
// process held the SQLite write lock.
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["node-postgres: connection terminated (an immediate stop)", new Error("Connection terminated unexpectedly")],
    ["node-postgres: pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["node-postgres: a query on a frozen server", new Error("Query read timeout")],
    ["node-postgres: a connection reset while the pool opens it (an immediate stop)", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", errno: -104, syscall: "read" })],
    ["node-postgres: nothing listening", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["57P01 admin shutdown (a fast stop)", withCode("terminating connection due to administrator command", "57P01")],
    ["57P03 cannot connect now", withCode("the database system is shutting down", "57P03")],
    ["08006 connection failure", withCode("connection failure", "08006")],
    ["53300 too many connections", withCode("sorry, too many clients already", "53300")],
    ["better-sqlite3: the write lock held elsewhere past the busy timeout", withCode("database is locked", "SQLITE_BUSY")],
    ["better-sqlite3: a stale snapshot", withCode("database is locked", "SQLITE_BUSY_SNAPSHOT")],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("duplicate key value", "23505")],
    ["a syntax error", withCode("syntax error", "42601")],
    ["a deadlock", withCode("deadlock detected", "40P01")],
    ["a plain error", new Error("something else")],
    ["an error with a code and a connection message", withCode("Connection terminated unexpectedly", "X")],
    ["a non-error", "Connection terminated unexpectedly"],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isUniqueViolation", () => {
  it("is true for both drivers' unique violations", () => {
    expect(isUniqueViolation(withCode("UNIQUE constraint failed", "SQLITE_CONSTRAINT_UNIQUE"))).toBe(true);
    expect(isUniqueViolation(withCode("UNIQUE constraint failed", "SQLITE_CONSTRAINT_PRIMARYKEY"))).toBe(true);
    expect(isUniqueViolation(withCode("duplicate key value", "23505"))).toBe(true);
  });

  it("is false for anything else", () => {
    expect(isUniqueViolation(withCode("FOREIGN KEY constraint failed", "SQLITE_CONSTRAINT_FOREIGNKEY"))).toBe(false);
    expect(isUniqueViolation(withCode("violates foreign key", "23503"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
