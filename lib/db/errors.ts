// Both generated clients throw their own error classes, so errors are told
// apart by their Prisma code rather than by `instanceof`; better-sqlite3's own
// errors (lib/db/sqlite-direct.ts) carry SQLite's extended result code.
function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;
}

function prismaCode(error: unknown): string | undefined {
  const code = field(error, "code");
  return typeof code === "string" ? code : undefined;
}

// better-sqlite3's extended result codes and PostgreSQL's SQLSTATE, from the direct connections.
const UNIQUE_CODES = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY", "23505"]);

export const isUniqueViolation = (error: unknown): boolean => {
  const code = prismaCode(error);
  return code === "P2002" || (code !== undefined && UNIQUE_CODES.has(code));
};

const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "DatabaseDoesNotExist", "SocketTimeout", "TooManyConnections", "ConnectionClosed"]);

// SQLSTATEs of a server that is going away or not there yet: class 08 (connection
// exception), 57P01 admin shutdown (a fast stop ends every session with it), 57P02
// crash shutdown, 57P03 cannot connect now (starting up or shutting down).
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3])$/;

// node-postgres reports a connection lost, or never made in time, with a plain
// Error that has only its message (the adapter passes it through unchanged).
const PG_CONNECTION_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Query read timeout",
]);

/**
 * The driver adapter's account of a failure: the `cause` of a DriverAdapterError,
 * or, for a raw query (P2010), of the DriverAdapterError in its `meta`.
 */
function adapterCause(error: unknown): { kind?: unknown; code?: unknown } | undefined {
  for (const cause of [field(error, "cause"), field(field(field(error, "meta"), "driverAdapterError"), "cause")]) {
    if (typeof cause === "object" && cause !== null && "kind" in cause) return cause;
  }
  return undefined;
}

/**
 * The database cannot be reached or is too busy to answer in time: a
 * condition to report as 503 so clients retry, never as an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = prismaCode(error);
  if (code !== undefined && (/^P1\d{3}$/.test(code) || code === "P2024" || code === "P2028")) return true;
  // ECONNRESET: a server stopped immediately resets the connection a pool is still opening.
  if (code === "ECONNREFUSED" || code === "ECONNRESET" || (code !== undefined && /^SQLITE_(BUSY|LOCKED)/.test(code))) return true;
  // node-postgres's own errors carry the SQLSTATE as their code.
  if (code !== undefined && UNAVAILABLE_SQLSTATE.test(code)) return true;
  const cause = adapterCause(error);
  if (typeof cause?.kind === "string" && UNAVAILABLE_KINDS.has(cause.kind)) return true;
  if (cause?.kind === "postgres" && typeof cause.code === "string" && UNAVAILABLE_SQLSTATE.test(cause.code)) return true;
  return error instanceof Error && code === undefined && PG_CONNECTION_MESSAGES.has(error.message);
}
