import { describe, expect, it } from "vitest";
import { countFailure, NO_FAILURES, type FailureCount } from "./failure-count";

const rule = { maxFailures: 3, windowMs: 60_000, lockMs: 15_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, seconds));

/** The count after failures at these seconds, or "locked" where one was refused. */
function afterFailures(seconds: number[], start: FailureCount = NO_FAILURES): FailureCount | "locked" {
  let count = start;
  for (const second of seconds) {
    const next = countFailure(count, rule, at(second));
    if (!next) return "locked";
    count = next;
  }
  return count;
}

describe("a count of failed sign-ins", () => {
  it("opens a window at the first failure and locks at the maximum within it", () => {
    expect(afterFailures([0])).toEqual({ failures: 1, windowEndsAt: at(60), lockedUntil: null });
    expect(afterFailures([0, 10, 20])).toEqual({ failures: 3, windowEndsAt: at(60), lockedUntil: at(35) });
  });

  it("refuses, without counting, every attempt while the lock lasts", () => {
    expect(afterFailures([0, 10, 20, 34])).toBe("locked");
  });

  it("starts afresh once the lock has ended, though the window has not", () => {
    expect(afterFailures([0, 10, 20, 35])).toEqual({ failures: 1, windowEndsAt: at(95), lockedUntil: null });
  });

  it("starts afresh once the window has ended", () => {
    expect(afterFailures([0, 10, 60])).toEqual({ failures: 1, windowEndsAt: at(120), lockedUntil: null });
  });
});
