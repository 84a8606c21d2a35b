// Both generated clients throw their own error classes, so errors are told
// apart by their Prisma code rather than by `instanceof`.
function prismaCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

export const isUniqueViolation = (error: unknown): boolean => prismaCode(error) === "P2002";

const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "DatabaseDoesNotExist", "SocketTimeout", "TooManyConnections", "ConnectionClosed"]);

function adapterKind(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("cause" in error)) return undefined;
  const cause = error.cause;
  if (typeof cause !== "object" || cause === null || !("kind" in cause)) return undefined;
  return typeof cause.kind === "string" ? cause.kind : undefined;
}

/**
 * The database cannot be reached or is too busy to answer in time: a
 * condition to report as 503 so clients retry, never as an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = prismaCode(error);
  if (code !== undefined && (/^P1\d{3}$/.test(code) || code === "P2024" || code === "P2028")) return true;
  if (code === "ECONNREFUSED" || code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") return true;
  const kind = adapterKind(error);
  return kind !== undefined && UNAVAILABLE_KINDS.has(kind);
}
