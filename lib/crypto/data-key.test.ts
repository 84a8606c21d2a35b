import { createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dataKeyId, dataKeyringOf } from "./data-key";

describe("data keys", () => {
  it("are named by the first 8 hex characters of their SHA-256", () => {
    const key = randomBytes(32);

    expect(dataKeyId(key)).toBe(createHash("sha256").update(key).digest("hex").slice(0, 8));
  });

  it("derive a PAN lookup key distinct from the cipher key, the same every time", () => {
    const key = randomBytes(32);
    const [first, second] = [dataKeyringOf(key).current, dataKeyringOf(key).current];

    expect(first.panLookupKey.equals(first.cipherKey)).toBe(false);
    expect(first.panLookupKey.equals(second.panLookupKey)).toBe(true);
  });

  it("make a keyring that encrypts with the current key and reads every configured one", () => {
    const [current, old, older] = [randomBytes(32), randomBytes(32), randomBytes(32)];

    const keyring = dataKeyringOf(current, [old, older, current]);

    expect(keyring.current.id).toBe(dataKeyId(current));
    expect([...keyring.byId.keys()].sort()).toEqual([current, old, older].map(dataKeyId).sort());
  });

  it("must be 32 bytes", () => {
    expect(() => dataKeyringOf(randomBytes(16))).toThrow(/exactly 32 bytes/);
  });
});

describe("the configured keyring", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    delete (globalThis as { loandeskDataKeyring?: unknown }).loandeskDataKeyring;
  });

  async function configured(settings: Record<string, string>) {
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    return (await import("./data-key")).dataKeyring();
  }

  it("uses LOANDESK_DATA_KEY to encrypt and LOANDESK_DATA_KEYS_PREVIOUS to read", async () => {
    const [current, old] = [randomBytes(32), randomBytes(32)];

    const keyring = await configured({ LOANDESK_DATA_KEY: current.toString("base64"), LOANDESK_DATA_KEYS_PREVIOUS: ` ${old.toString("base64")} ,` });

    expect(keyring.current.id).toBe(dataKeyId(current));
    expect(keyring.byId.has(dataKeyId(old))).toBe(true);
  });

  it("refuses production without LOANDESK_DATA_KEY", async () => {
    await expect(configured({ LOANDESK_MODE: "production", LOANDESK_DATA_KEY: "" })).rejects.toThrow(
      /^Refusing to start in production without LOANDESK_DATA_KEY/,
    );
  });

  it.each([
    ["too short", randomBytes(16).toString("base64")],
    ["too long", randomBytes(48).toString("base64")],
    ["not base64", "x".repeat(44)],
  ])("refuses a key that is %s, without repeating it", async (_what, value) => {
    const refusal = configured({ LOANDESK_MODE: "production", LOANDESK_DATA_KEY: value });

    await expect(refusal).rejects.toThrow("LOANDESK_DATA_KEY: must be the base64 of exactly 32 bytes");
    await expect(refusal).rejects.not.toThrow(value);
  });
});
