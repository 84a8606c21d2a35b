import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// Kept on globalThis: Next may load a module in more than one bundle (each
// page's server actions, the auth route), and every copy must count in one place.
const globalForLimiters = globalThis as unknown as { loandeskMemoryLimiters?: Map<string, RateLimiterMemory | null> };

/**
 * The process's limiter of that name: `points` a key per `durationSeconds`,
 * counted in this instance's memory; null when `points` is 0 (no limit).
 */
export function memoryLimiter(name: string, points: number, durationSeconds: number): RateLimiterMemory | null {
  const limiters = (globalForLimiters.loandeskMemoryLimiters ??= new Map<string, RateLimiterMemory | null>());
  if (!limiters.has(name)) limiters.set(name, points > 0 ? new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: name }) : null);
  return limiters.get(name) ?? null;
}

/** Takes a point for `key`: null when there was one, else the whole seconds until one is free again. */
export async function takePoint(limiter: RateLimiterAbstract | null, key: string): Promise<number | null> {
  try {
    await limiter?.consume(key);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}
