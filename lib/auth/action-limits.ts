import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";

// Kept on globalThis: each page's server actions may load this module in a
// bundle of their own, and every copy must share one count per user.
const globalForLimits = globalThis as unknown as { loandeskPortalActionLimit?: RateLimiterMemory | null };

function limiter(): RateLimiterMemory | null {
  if (globalForLimits.loandeskPortalActionLimit === undefined) {
    const { PORTAL_ACTION_RATE_LIMIT: points, PORTAL_ACTION_RATE_WINDOW_SECONDS: duration } = env();
    globalForLimits.loandeskPortalActionLimit = points > 0 ? new RateLimiterMemory({ points, duration, keyPrefix: "portal-action" }) : null;
  }
  return globalForLimits.loandeskPortalActionLimit;
}

/**
 * Counts one server action against the user's allowance in this instance,
 * or throws rate_limited with the seconds until the window ends.
 */
export async function takePortalAction(userId: string): Promise<void> {
  try {
    await limiter()?.consume(userId);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError("rate_limited", `Too many actions in a short time; try again in ${retryAfter} seconds`, { retry_after_seconds: retryAfter });
  }
}
