import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("the sign-in lockout's settings", () => {
  it("default to 5 failures per address and 50 per account within an hour, locking for 15 minutes, and sessions of 12 hours", () => {
    expect(parseEnv({})).toMatchObject({
      SIGN_IN_LOCK_FAILURES_PER_ADDRESS: 5,
      SIGN_IN_LOCK_FAILURES_PER_ACCOUNT: 50,
      SIGN_IN_LOCK_WINDOW_SECONDS: 3600,
      SIGN_IN_LOCK_SECONDS: 900,
      PORTAL_SESSION_LIFETIME_SECONDS: 43_200,
    });
  });

  it("refuse an account-wide limit one address could reach alone, its attempts after its own lock not being counted", () => {
    // 5 failures, then 15 minutes locked, again and again: at most 5 x (3600 / 900 + 1) = 25 in an hour.
    expect(() => parseEnv({ SIGN_IN_LOCK_FAILURES_PER_ACCOUNT: "25" })).toThrow(/SIGN_IN_LOCK_FAILURES_PER_ACCOUNT: must be more than 25, the failures one client address can add in a window/);
    expect(parseEnv({ SIGN_IN_LOCK_FAILURES_PER_ACCOUNT: "26" }).SIGN_IN_LOCK_FAILURES_PER_ACCOUNT).toBe(26);
    expect(() => parseEnv({ SIGN_IN_LOCK_SECONDS: "60" })).toThrow(/must be more than 305/);
  });

  it("refuse a lifetime or lock of no time", () => {
    expect(() => parseEnv({ PORTAL_SESSION_LIFETIME_SECONDS: "0" })).toThrow(/PORTAL_SESSION_LIFETIME_SECONDS/);
    expect(() => parseEnv({ SIGN_IN_LOCK_SECONDS: "0" })).toThrow(/SIGN_IN_LOCK_SECONDS/);
  });
});
