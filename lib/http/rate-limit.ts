import "server-only";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env, isPostgres } from "@/lib/config/env";
import { postgresPool } from "@/lib/db/postgres-pool";
import { AppError } from "@/lib/errors/app-error";
import { takePoint } from "./memory-limiter";

/** Created by migration 0014 (prisma/schema.prisma's RateLimitWindow), never by the library. */
const TABLE = "RateLimitWindow";

export interface RateWindow {
  points: number;
  durationMs: number;
}

/**
 * The fixed window that stands for a token bucket of `rate` a second and
 * `burst` at once: `burst` requests per burst/rate seconds, the window
 * rounded up to whole milliseconds (PostgreSQL keeps its end in a bigint),
 * so the sustained rate never exceeds `rate`. A token bucket allows at most
 * rate x T + burst requests in any T seconds; windows allow at most one burst
 * more, when a client spends a burst at the end of one window and another at
 * the start of the next. Null at a rate of 0: no limit.
 */
export function rateWindow(rate: number, burst: number): RateWindow | null {
  if (rate <= 0) return null;
  return { points: burst, durationMs: Math.ceil((burst * 1000) / rate) };
}

/**
 * The per-client API limiter: in `pool`'s PostgreSQL when given, so every
 * instance on that database counts against one limit, else in this process's
 * memory (SQLite runs one process).
 */
export function apiRateLimiter({ rate, burst, pool }: { rate: number; burst: number; pool?: pg.Pool }): RateLimiterAbstract | null {
  const window = rateWindow(rate, burst);
  if (!window) return null;
  const options = { keyPrefix: "api", points: window.points, duration: window.durationMs / 1000 };
  if (!pool) return new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: "pool",
    tableName: TABLE,
    tableCreated: true,
    // A client that has used its window is refused from this instance's memory until the window ends: a flood costs no queries.
    inMemoryBlockOnConsumed: window.points,
    // While PostgreSQL cannot answer, each instance limits on its own: the store's outage neither fails nor frees every request.
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

// Kept on globalThis: Next may load this module in more than one bundle, and every copy must count in one place.
const globalForLimiter = globalThis as unknown as { loandeskApiRateLimiter?: RateLimiterAbstract | null };

function processRateLimiter(): RateLimiterAbstract | null {
  if (globalForLimiter.loandeskApiRateLimiter === undefined) {
    const { RATE_LIMIT_PER_SECOND, RATE_LIMIT_BURST } = env();
    globalForLimiter.loandeskApiRateLimiter = apiRateLimiter({
      rate: RATE_LIMIT_PER_SECOND,
      burst: RATE_LIMIT_BURST,
      pool: isPostgres() ? postgresPool() : undefined,
    });
  }
  return globalForLimiter.loandeskApiRateLimiter;
}

/** Counts one request against the client's limit, or throws rate_limited with the seconds until it may retry. */
export async function takeApiRequest(clientId: string, limiter = processRateLimiter()): Promise<void> {
  const retryAfter = await takePoint(limiter, clientId);
  if (retryAfter !== null) {
    throw new AppError("rate_limited", "Too many requests; slow down and retry after the given time", { retry_after_seconds: retryAfter });
  }
}
