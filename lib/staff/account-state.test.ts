import { describe, expect, it } from "vitest";
import { accountState } from "./account-state";

const now = new Date("2026-11-22T10:00:00.000Z");

describe("a portal user's account state", () => {
  it("is active with neither a lockout nor a disabling", () => {
    expect(accountState({ disabledAt: null, lockedUntil: null }, now)).toBe("active");
  });

  it("is locked only until the lockout ends", () => {
    expect(accountState({ disabledAt: null, lockedUntil: new Date("2026-11-22T10:05:00.000Z") }, now)).toBe("locked");
    expect(accountState({ disabledAt: null, lockedUntil: new Date("2026-11-22T09:59:59.999Z") }, now)).toBe("active");
  });

  it("is disabled whatever the lockout says", () => {
    expect(accountState({ disabledAt: new Date("2026-11-01T00:00:00.000Z"), lockedUntil: new Date("2026-11-22T10:05:00.000Z") }, now)).toBe("disabled");
  });
});
