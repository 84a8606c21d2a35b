/**
 * When the next attempt is due after `attemptsMade` attempts, or null when
 * the schedule is spent. Each delay gets up to 10 % of jitter so retries of
 * many deliveries do not arrive at a receiver all at once; a Retry-After the
 * receiver sent is honoured when it asks for longer.
 */
export function nextAttemptAt({
  schedule,
  attemptsMade,
  now,
  retryAfterSeconds,
  random = Math.random,
}: {
  schedule: readonly number[];
  attemptsMade: number;
  now: Date;
  retryAfterSeconds?: number | null;
  random?: () => number;
}): Date | null {
  const delay = schedule[attemptsMade];
  if (delay === undefined) return null;
  const jittered = delay * (1 + 0.1 * random());
  const seconds = Math.max(jittered, retryAfterSeconds ?? 0);
  return new Date(now.getTime() + seconds * 1000);
}

/** `Retry-After` as seconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, (date - now.getTime()) / 1000);
}
