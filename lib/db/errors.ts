// The query layer's drivers throw their own errors: better-sqlite3's carry
// SQLite's extended result code, node-postgres's the server's SQLSTATE, and
// node-postgres's own failures (a socket lost, a timeout) only a message.
function codeOf(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return typeof code === "string" ? code : undefined;
}

const UNIQUE_CODES = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY", "23505"]);

export const isUniqueViolation = (error: unknown): boolean => UNIQUE_CODES.has(codeOf(error) ?? "");

// SQLSTATEs of a server that is going away or not there yet: class 08 (connection
// exception), 53300 too many connections, 57P01 admin shutdown (a fast stop ends
// every session with it), 57P02 crash shutdown, 57P03 cannot connect now.
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[1-3])$/;

const PG_CONNECTION_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Query read timeout",
]);

/**
 * The database cannot be reached or is too busy to answer in time: a
 * condition to report as 503 so clients retry, never as an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  // ECONNRESET: a server stopped immediately resets the connection a pool is still opening.
  if (code === "ECONNREFUSED" || code === "ECONNRESET" || (code !== undefined && /^SQLITE_(BUSY|LOCKED)/.test(code))) return true;
  if (code !== undefined && UNAVAILABLE_SQLSTATE.test(code)) return true;
  return error instanceof Error && code === undefined && PG_CONNECTION_MESSAGES.has(error.message);
}
