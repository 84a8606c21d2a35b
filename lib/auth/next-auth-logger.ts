import "server-only";
import type { LoggerInstance } from "next-auth";
import { logger } from "@/lib/log/logger";
import { SESSION_ENDED } from "./refresh-session-token";

// next-auth hands this logger what browsers post to /api/auth/_log as well:
// codes and text any client can write. Only what next-auth itself reports
// (an Error, or one of its warning codes) is logged at its own level.
const NEXT_AUTH_WARNINGS: ReadonlySet<string> = new Set(["NEXTAUTH_URL", "NO_SECRET", "TWITTER_OAUTH_2_BETA", "DEBUG_ENABLED"]);

function errorOf(metadata: unknown): Error | null {
  if (metadata instanceof Error) return metadata;
  if (typeof metadata === "object" && metadata !== null && "error" in metadata && metadata.error instanceof Error) return metadata.error;
  return null;
}

/**
 * next-auth's logs as the service's JSON lines. A session refused because it
 * has ended (a copied cookie after sign-out, a disabled user, a session past
 * its lifetime) is routine, not a fault: one info line naming the reason.
 */
export const nextAuthLogger: Pick<LoggerInstance, "error" | "warn"> = {
  error(code, metadata) {
    const error = errorOf(metadata);
    // LOGGER_ERROR: a browser's entry at a level next-auth has no method for.
    if (!error || code === "LOGGER_ERROR") logger.debug({ code }, "next-auth: a browser's log entry");
    else if (error.name === SESSION_ENDED) logger.info({ reason: error.message }, "portal session refused");
    else logger.error({ code, err: error }, "next-auth error");
  },
  warn(code) {
    if (NEXT_AUTH_WARNINGS.has(code)) logger.warn({ code }, "next-auth warning");
    else logger.debug({ code }, "next-auth: a browser's log entry");
  },
};
