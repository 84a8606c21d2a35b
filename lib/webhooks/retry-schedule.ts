import type { Env } from "@/lib/config/env";

/** Standard Webhooks' schedule: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; failed about 3 days after the event. */
export const STANDARD_WEBHOOKS_SCHEDULE: readonly number[] = [0, 5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];

/**
 * Demo mode's: five attempts within 50 s (55 s with the most jitter), so
 * that someone trying the sandbox sees a failing delivery end as failed, and
 * can replay it, while still at the screen.
 */
export const DEMO_RETRY_SCHEDULE: readonly number[] = [0, 5, 10, 15, 20];

/** Seconds before each delivery attempt: the configured schedule, or the mode's. */
export const retrySchedule = (settings: Pick<Env, "WEBHOOK_RETRY_SCHEDULE" | "LOANDESK_MODE">): readonly number[] =>
  settings.WEBHOOK_RETRY_SCHEDULE ?? (settings.LOANDESK_MODE === "demo" ? DEMO_RETRY_SCHEDULE : STANDARD_WEBHOOKS_SCHEDULE);
