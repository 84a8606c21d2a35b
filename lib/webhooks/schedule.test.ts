import { describe, expect, it } from "vitest";
import { nextAttemptAt, parseRetryAfter } from "./schedule";

const now = new Date("2026-11-22T10:00:00.000Z");
const STANDARD = [0, 5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];
const noJitter = () => 0;

describe("the retry schedule", () => {
  it("follows the Standard Webhooks delays after each attempt", () => {
    const delays = STANDARD.slice(1).map((_, index) => {
      const at = nextAttemptAt({ schedule: STANDARD, attemptsMade: index + 1, now, random: noJitter });
      return at ? (at.getTime() - now.getTime()) / 1000 : null;
    });
    expect(delays).toEqual(STANDARD.slice(1));
  });

  it("ends after the last scheduled attempt", () => {
    expect(nextAttemptAt({ schedule: STANDARD, attemptsMade: STANDARD.length, now })).toBeNull();
  });

  it("adds at most 10 % jitter", () => {
    const at = nextAttemptAt({ schedule: STANDARD, attemptsMade: 2, now, random: () => 0.999 });
    expect((at?.getTime() ?? 0) - now.getTime()).toBeLessThanOrEqual(330_000);
    expect((at?.getTime() ?? 0) - now.getTime()).toBeGreaterThan(300_000);
  });

  it("waits as long as a Retry-After asks when that is longer", () => {
    const at = nextAttemptAt({ schedule: STANDARD, attemptsMade: 1, now, retryAfterSeconds: 120, random: noJitter });
    expect(at?.toISOString()).toBe("2026-11-22T10:02:00.000Z");
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("30", now)).toBe(30);
    expect(parseRetryAfter("Sun, 22 Nov 2026 10:01:00 GMT", now)).toBe(60);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
