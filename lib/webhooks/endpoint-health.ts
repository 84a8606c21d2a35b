import type { Env } from "@/lib/config/env";

export type EndpointHealthSettings = Pick<Env, "WEBHOOK_ENDPOINT_PAUSE_AFTER_TIMEOUTS" | "WEBHOOK_ENDPOINT_PAUSE_SCHEDULE" | "WEBHOOK_ENDPOINT_DISABLE_AFTER_TIMEOUTS">;

/** What becomes of an endpoint after a timeout: paused until a time, disabled for a reason, or nothing yet. */
export type EndpointVerdict = { pausedUntil: Date } | { disabledReason: string } | null;

const disabledForTimeouts = (timeouts: number) =>
  `Disabled after ${timeouts} attempts in a row got no answer in time; add the endpoint again once it answers`;

/**
 * An endpoint that accepts connections and never answers holds a sender for
 * the whole timeout on every attempt. After `consecutiveTimeouts` attempts in
 * a row without an answer in time: from PAUSE_AFTER on, nothing is sent to it
 * for the next pause of the schedule (the n-th timeout past the threshold
 * takes the n-th pause, the last one repeating), never shortening a pause
 * already set; from DISABLE_AFTER on, it is disabled.
 */
export function endpointAfterTimeout({
  consecutiveTimeouts,
  pausedUntil,
  now,
  settings,
}: {
  consecutiveTimeouts: number;
  pausedUntil: Date | null;
  now: Date;
  settings: EndpointHealthSettings;
}): EndpointVerdict {
  const { WEBHOOK_ENDPOINT_PAUSE_AFTER_TIMEOUTS: pauseAfter, WEBHOOK_ENDPOINT_PAUSE_SCHEDULE: pauses, WEBHOOK_ENDPOINT_DISABLE_AFTER_TIMEOUTS: disableAfter } = settings;
  if (consecutiveTimeouts >= disableAfter) return { disabledReason: disabledForTimeouts(disableAfter) };
  if (consecutiveTimeouts < pauseAfter) return null;
  const seconds = pauses[Math.min(consecutiveTimeouts - pauseAfter, pauses.length - 1)] ?? 0;
  const until = new Date(now.getTime() + seconds * 1000);
  return pausedUntil && pausedUntil > until ? null : { pausedUntil: until };
}
