import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";
import { memoryLimiter, takePoint } from "@/lib/http/memory-limiter";

/**
 * Counts one server action against the user's allowance in this instance,
 * or throws rate_limited with the seconds until the window ends.
 */
export async function takePortalAction(userId: string): Promise<void> {
  const { PORTAL_ACTION_RATE_LIMIT, PORTAL_ACTION_RATE_WINDOW_SECONDS } = env();
  const retryAfter = await takePoint(memoryLimiter("portal-action", PORTAL_ACTION_RATE_LIMIT, PORTAL_ACTION_RATE_WINDOW_SECONDS), userId);
  if (retryAfter !== null) {
    throw new AppError("rate_limited", `Too many actions in a short time; try again in ${retryAfter} seconds`, { retry_after_seconds: retryAfter });
  }
}
