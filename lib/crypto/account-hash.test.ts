import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accountHash, isHashOf } from "./account-hash";
import { dataKeyOf, dataKeyringOf } from "./data-key";

const [KEY_A, KEY_B] = [randomBytes(32), randomBytes(32)];

describe("the verified account's hash", () => {
  it("names its key and matches only that account number and IFSC (the IFSC in any case)", () => {
    const hash = accountHash("123456789012", "HDFC0001234", dataKeyOf(KEY_A));
    const keyring = dataKeyringOf(KEY_A);

    expect(hash.startsWith(`${dataKeyOf(KEY_A).id}.`)).toBe(true);
    expect(isHashOf(hash, "123456789012", "hdfc0001234", keyring)).toBe(true);
    expect(isHashOf(hash, "123456789013", "HDFC0001234", keyring)).toBe(false);
    expect(isHashOf(hash, "123456789012", "ICIC0004321", keyring)).toBe(false);
  });

  it("is checked under the key that made it while that key is configured, and matches nothing once it is gone", () => {
    const hash = accountHash("123456789012", "HDFC0001234", dataKeyOf(KEY_A));

    expect(isHashOf(hash, "123456789012", "HDFC0001234", dataKeyringOf(KEY_B, [KEY_A]))).toBe(true);
    expect(isHashOf(hash, "123456789012", "HDFC0001234", dataKeyringOf(KEY_B))).toBe(false);
  });
});
