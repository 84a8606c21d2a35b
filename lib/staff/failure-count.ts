import { env } from "@/lib/config/env";

/**
 * A count of failed sign-ins (one account's from every address, or from
 * one address) and the lock it reached. Every attempt is counted as a
 * failure before its password is checked; a success resets the count.
 */
export interface FailureCount {
  failures: number;
  /** When the count starts afresh; null while nothing is counted. */
  windowEndsAt: Date | null;
  lockedUntil: Date | null;
}

export type CountedFailure = FailureCount & { windowEndsAt: Date };

export interface LockRule {
  /** The failure that brings the count to this many sets the lock. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const NO_FAILURES: FailureCount = { failures: 0, windowEndsAt: null, lockedUntil: null };

export const isLockedAt = (count: Pick<FailureCount, "lockedUntil">, now: Date): boolean => count.lockedUntil !== null && count.lockedUntil > now;

/**
 * The count with one more attempt on it, or null while it is locked (the
 * attempt is then refused unchecked, and not counted). The first failure
 * opens a window; one after the window, or after a lock has ended, starts
 * the count again at one.
 */
export function countFailure(count: FailureCount, rule: LockRule, now: Date): CountedFailure | null {
  if (isLockedAt(count, now)) return null;
  const continues = count.lockedUntil === null && count.windowEndsAt !== null && count.windowEndsAt > now;
  const failures = continues ? count.failures + 1 : 1;
  return {
    failures,
    windowEndsAt: continues && count.windowEndsAt ? count.windowEndsAt : new Date(now.getTime() + rule.windowMs),
    lockedUntil: failures >= rule.maxFailures ? new Date(now.getTime() + rule.lockMs) : null,
  };
}

/** The lockout's two rules, from the configuration: per account and client address, and per account from every address. */
export function signInLockRules(): { perAddress: LockRule; perAccount: LockRule } {
  const { SIGN_IN_LOCK_FAILURES_PER_ADDRESS, SIGN_IN_LOCK_FAILURES_PER_ACCOUNT, SIGN_IN_LOCK_WINDOW_SECONDS, SIGN_IN_LOCK_SECONDS } = env();
  const timing = { windowMs: SIGN_IN_LOCK_WINDOW_SECONDS * 1000, lockMs: SIGN_IN_LOCK_SECONDS * 1000 };
  return { perAddress: { maxFailures: SIGN_IN_LOCK_FAILURES_PER_ADDRESS, ...timing }, perAccount: { maxFailures: SIGN_IN_LOCK_FAILURES_PER_ACCOUNT, ...timing } };
}
