import fc from "fast-check";
import pg from "pg";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { apiRateLimiter, rateWindow, takeApiRequest } from "./rate-limit";

/** null when the request was let in, else the rate_limited answer's retry_after_seconds. */
async function retryAfter(limiter: RateLimiterAbstract | null, clientId = "acme"): Promise<number | null> {
  try {
    await takeApiRequest(clientId, limiter);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return Number(error.details.retry_after_seconds);
    throw error;
  }
}

async function answers(limiter: RateLimiterAbstract | null, count: number, clientId = "acme"): Promise<(number | null)[]> {
  const seen: (number | null)[] = [];
  for (let index = 0; index < count; index++) seen.push(await retryAfter(limiter, clientId));
  return seen;
}

describe("the rate and burst settings as a window", () => {
  it("gives the burst at once over burst/rate seconds", () => {
    expect(rateWindow(100, 200)).toEqual({ points: 200, durationMs: 2000 });
    expect(rateWindow(2, 5)).toEqual({ points: 5, durationMs: 2500 });
    expect(rateWindow(0.5, 1)).toEqual({ points: 1, durationMs: 2000 });
  });

  it("never lets a client past the configured rate, sustained", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100_000, noNaN: true }), fc.integer({ min: 1, max: 1_000_000 }), (rate, burst) => {
        const window = rateWindow(rate, burst);
        expect(window?.points).toBe(burst);
        expect(Number.isInteger(window?.durationMs)).toBe(true);
        expect((burst * 1000) / (window?.durationMs ?? 0)).toBeLessThanOrEqual(rate);
      }),
    );
    expect(rateWindow(3, 200)).toEqual({ points: 200, durationMs: 66_667 });
  });

  it("is no limit at a rate of 0", () => {
    expect(rateWindow(0, 200)).toBeNull();
  });
});

describe("the per-client rate limit in memory", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows a burst, then refuses with the whole seconds until the window ends, and allows a burst again after it", async () => {
    vi.useFakeTimers();
    const limiter = apiRateLimiter({ rate: 2, burst: 3 });
    expect(await answers(limiter, 4)).toEqual([null, null, null, 2]);
    vi.advanceTimersByTime(1000);
    expect(await retryAfter(limiter)).toBe(1);
    vi.advanceTimersByTime(500);
    expect(await answers(limiter, 4)).toEqual([null, null, null, 2]);
  });

  it("keeps each client's budget separate", async () => {
    const limiter = apiRateLimiter({ rate: 1, burst: 1 });
    expect(await answers(limiter, 2)).toEqual([null, 1]);
    expect(await retryAfter(limiter, "other")).toBeNull();
  });

  it("is off at a rate of 0", async () => {
    const limiter = apiRateLimiter({ rate: 0, burst: 1 });
    expect((await answers(limiter, 100)).every((value) => value === null)).toBe(true);
  });
});

describe("the per-client rate limit on PostgreSQL, while PostgreSQL cannot be reached", () => {
  // Nothing listens on port 1: every query fails at once, as when the database is down.
  const pool = new pg.Pool({ connectionString: "postgresql://nobody@127.0.0.1:1/none", connectionTimeoutMillis: 1000 });
  afterAll(() => pool.end());

  it("still answers, limiting each client in this instance's memory instead", async () => {
    const limiter = apiRateLimiter({ rate: 1, burst: 2, pool });
    expect(await answers(limiter, 3)).toEqual([null, null, 2]);
    expect(await retryAfter(limiter, "other")).toBeNull();
  });
});
