import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation } from "./errors";

// The shapes below are those observed from Prisma 6 with @prisma/adapter-pg and
// @prisma/adapter-better-sqlite3 while PostgreSQL was stopped ("fast" and
// "immediate") and while another process held the SQLite write lock.
const adapterError = (message: string, cause: Record<string, unknown>) => Object.assign(new Error(message), { name: "DriverAdapterError", cause });
const known = (code: string, meta: Record<string, unknown> = {}) => Object.assign(new Error("Invalid invocation"), { code, meta, clientVersion: "6.19.3" });
const postgres = (code: string, message: string) => ({ originalCode: code, originalMessage: message, kind: "postgres", code, severity: "FATAL", message });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["P1001 can't reach the server", known("P1001")],
    ["P1017 the server closed the connection", known("P1017")],
    ["P2024 pool timeout", known("P2024")],
    ["a DriverAdapterError for a SQLite busy timeout", adapterError("SQLITE_BUSY", { kind: "SocketTimeout" })],
    ["57P01 admin shutdown (a fast stop) on a DriverAdapterError", adapterError("terminating connection", postgres("57P01", "terminating connection due to administrator command"))],
    ["57P03 cannot connect now on a DriverAdapterError", adapterError("shutting down", postgres("57P03", "the database system is shutting down"))],
    ["08006 connection failure", adapterError("connection failure", postgres("08006", "connection failure"))],
    ["a raw query (P2010) whose adapter error is 57P01", known("P2010", { driverAdapterError: adapterError("x", postgres("57P01", "terminating connection")) })],
    ["a raw query (P2010) that cannot reach the server", known("P2010", { driverAdapterError: adapterError("x", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 }) })],
    ["node-postgres: connection terminated (an immediate stop)", new Error("Connection terminated unexpectedly")],
    ["node-postgres: pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["node-postgres: a connection reset while the pool opens it (an immediate stop)", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", errno: -104, syscall: "read" })],
    ["better-sqlite3: the write lock held elsewhere past the busy timeout", Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" })],
    ["better-sqlite3: a stale snapshot", Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY_SNAPSHOT" })],
    ["node-postgres: 57P01 admin shutdown on a direct query", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
  ])("is true for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", known("P2002")],
    ["a record not found", known("P2025")],
    ["a syntax error in a raw query", known("P2010", { driverAdapterError: adapterError("x", postgres("42601", "syntax error")) })],
    ["a deadlock", adapterError("deadlock", postgres("40P01", "deadlock detected"))],
    ["a plain error", new Error("something else")],
    ["an error with a code and a connection message", Object.assign(new Error("Connection terminated unexpectedly"), { code: "X" })],
    ["a non-error", "Connection terminated unexpectedly"],
  ])("is false for %s", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isUniqueViolation", () => {
  it("is true for Prisma's P2002 and the direct connections' unique violations", () => {
    expect(isUniqueViolation(known("P2002"))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_UNIQUE" }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error("UNIQUE constraint failed"), { code: "SQLITE_CONSTRAINT_PRIMARYKEY" }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error("duplicate key value"), { code: "23505" }))).toBe(true);
  });

  it("is false for anything else", () => {
    expect(isUniqueViolation(known("P2025"))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("FOREIGN KEY constraint failed"), { code: "SQLITE_CONSTRAINT_FOREIGNKEY" }))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("violates foreign key"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
