import { describe, expect, it } from "vitest";
import { acceptsSecret, generateSecret, hashSecret } from "./credentials";

describe("a client's secrets after a rotation", () => {
  const [current, previous] = [generateSecret(), generateSecret()];
  const now = new Date("2026-11-22T10:00:00Z");
  const stored = (previousSecretExpiresAt: Date | null) => ({ secretHash: hashSecret(current), previousSecretHash: hashSecret(previous), previousSecretExpiresAt });

  it("accept the current secret, and the previous one until its expiry", () => {
    const inWindow = stored(new Date("2026-11-22T10:00:01Z"));
    expect(acceptsSecret(inWindow, current, now)).toBe(true);
    expect(acceptsSecret(inWindow, previous, now)).toBe(true);
  });

  it("refuse the previous secret from its expiry on, and any other secret at any time", () => {
    expect(acceptsSecret(stored(now), previous, now)).toBe(false);
    expect(acceptsSecret(stored(new Date("2026-11-23T10:00:00Z")), generateSecret(), now)).toBe(false);
    expect(acceptsSecret(stored(now), current, now)).toBe(true);
  });

  it("refuse the empty secret when there is no previous one", () => {
    const alone = { secretHash: hashSecret(current), previousSecretHash: null, previousSecretExpiresAt: new Date("2026-11-23T10:00:00Z") };
    expect(acceptsSecret(alone, "", now)).toBe(false);
    expect(acceptsSecret(alone, current, now)).toBe(true);
  });
});
