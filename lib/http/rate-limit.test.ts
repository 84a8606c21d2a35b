import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { RateLimiter } from "./rate-limit";

function retryAfter(action: () => void): number | null {
  try {
    action();
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return Number(error.details.retry_after_seconds);
    throw error;
  }
}

describe("the per-client rate limit", () => {
  it("allows a burst, then refuses with the seconds until a request is allowed again", () => {
    const limiter = new RateLimiter(2, 3);
    const t = 1_000_000;
    expect([0, 1, 2].map(() => retryAfter(() => limiter.take("acme", t)))).toEqual([null, null, null]);
    expect(retryAfter(() => limiter.take("acme", t))).toBe(1);
    expect(retryAfter(() => limiter.take("acme", t + 500))).toBeNull();
  });

  it("keeps each client's budget separate", () => {
    const limiter = new RateLimiter(1, 1);
    limiter.take("acme", 0);
    expect(retryAfter(() => limiter.take("acme", 0))).toBe(1);
    expect(retryAfter(() => limiter.take("other", 0))).toBeNull();
  });

  it("is off at a rate of 0", () => {
    const limiter = new RateLimiter(0, 0);
    expect(Array.from({ length: 100 }, () => retryAfter(() => limiter.take("acme", 0))).every((value) => value === null)).toBe(true);
  });
});
