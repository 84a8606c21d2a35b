import { env } from "@/lib/config/env";
import { demoLocalSecret } from "@/lib/config/local-secret";

/** What every demo once signed its sessions with, from this file's source: production refuses it. */
export const RETIRED_DEMO_SESSION_SECRET = "loandesk-demo-session-secret-not-for-production";

let cached: string | undefined;

/**
 * The secret that signs portal sessions: NEXTAUTH_SECRET; in demo mode
 * without it, one generated for the data directory and kept there, so each
 * demo database has its own and a restart keeps its sessions. Production
 * never falls back (and refuses to start without NEXTAUTH_SECRET).
 */
export function sessionSecret(): string {
  if (cached === undefined) {
    const { LOANDESK_MODE, NEXTAUTH_SECRET } = env();
    if (NEXTAUTH_SECRET) cached = NEXTAUTH_SECRET;
    else if (LOANDESK_MODE === "demo") cached = demoLocalSecret("session-secret", 32).toString("base64");
    else throw new Error("NEXTAUTH_SECRET is required in production");
  }
  return cached;
}
