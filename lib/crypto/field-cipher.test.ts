import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dataKeyId, dataKeyringOf } from "./data-key";
import { decryptBytes, decryptText, encryptBytes, encryptText, SealedValueError, sealedKeyId } from "./field-cipher";

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const onlyA = dataKeyringOf(keyA);
const bWithA = dataKeyringOf(keyB, [keyA]);
const PLACE = "Loan.body/0190a6c4-0000-7000-8000-000000000001";
const BODY = JSON.stringify({ kyc: [{ kyc_type: 2, identifier: "ABCPE1234F" }], bank_account: { ac_number: ["123456789012"] }, name: "आशा" });

/** The stored text with one character of its base64url part changed. */
function tampered(sealed: string, at: number): string {
  const index = sealed.length - at;
  return `${sealed.slice(0, index)}${sealed[index] === "A" ? "B" : "A"}${sealed.slice(index + 1)}`;
}

describe("text values", () => {
  it("round-trip, Unicode included, as v1.<keyId>.<base64url> without the plain text in them", () => {
    const sealed = encryptText(onlyA, PLACE, BODY);

    expect(sealed).toMatch(new RegExp(`^v1\\.${dataKeyId(keyA)}\\.[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain("ABCPE1234F");
    expect(decryptText(onlyA, PLACE, sealed)).toBe(BODY);
  });

  it("use a fresh IV each time: the same value encrypts differently", () => {
    expect(encryptText(onlyA, PLACE, BODY)).not.toBe(encryptText(onlyA, PLACE, BODY));
  });

  it("do not decrypt in another place (another row, column or table)", () => {
    const sealed = encryptText(onlyA, PLACE, BODY);

    for (const place of ["Loan.body/0190a6c4-0000-7000-8000-000000000002", "WebhookEndpoint.secret/0190a6c4-0000-7000-8000-000000000001"]) {
      expect(() => decryptText(onlyA, place, sealed)).toThrow(SealedValueError);
      expect(() => decryptText(onlyA, place, sealed)).toThrow(/does not decrypt/);
    }
  });

  it("do not decrypt once the tag or the ciphertext is altered", () => {
    const sealed = encryptText(onlyA, PLACE, BODY);

    expect(() => decryptText(onlyA, PLACE, tampered(sealed, 2))).toThrow(/does not decrypt/);
    expect(() => decryptText(onlyA, PLACE, tampered(sealed, 40))).toThrow(/does not decrypt/);
  });

  it("name the missing key when encrypted under a key that is not configured", () => {
    const sealed = encryptText(dataKeyringOf(keyB), PLACE, BODY);

    expect(() => decryptText(onlyA, PLACE, sealed)).toThrow(
      `${PLACE} is encrypted under data key ${dataKeyId(keyB)}, which is not configured: set it as LOANDESK_DATA_KEY or in LOANDESK_DATA_KEYS_PREVIOUS`,
    );
  });

  it("are refused in clear: reading a value that is not ciphertext is an error", () => {
    expect(() => decryptText(onlyA, PLACE, BODY)).toThrow(`${PLACE} is not encrypted`);
    expect(() => decryptText(onlyA, PLACE, "whsec_c2VjcmV0")).toThrow(/is not encrypted/);
  });

  it("are encrypted under the current key, and those under a previous key still decrypt", () => {
    const underA = encryptText(onlyA, PLACE, BODY);
    const underB = encryptText(bWithA, PLACE, BODY);

    expect(sealedKeyId(underB)).toBe(dataKeyId(keyB));
    expect(decryptText(bWithA, PLACE, underA)).toBe(BODY);
    expect(decryptText(bWithA, PLACE, underB)).toBe(BODY);
    expect(() => decryptText(onlyA, PLACE, underB)).toThrow(/not configured/);
  });
});

describe("byte values", () => {
  const scan = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(4096)]);
  const place = "NachScan.data/0190a6c4-0000-7000-8000-000000000003";

  it("round-trip behind the same 12-character header, in ASCII", () => {
    const sealed = encryptBytes(bWithA, place, scan);

    expect(sealed.subarray(0, 12).toString("latin1")).toBe(`v1.${dataKeyId(keyB)}.`);
    expect(sealed.includes(scan.subarray(0, 64))).toBe(false);
    expect(decryptBytes(bWithA, place, sealed).equals(scan)).toBe(true);
    expect(decryptBytes(bWithA, place, new Uint8Array(sealed)).equals(scan)).toBe(true);
  });

  it("fail in another place, altered, under an unknown key, or in clear", () => {
    const sealed = encryptBytes(onlyA, place, scan);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;

    expect(() => decryptBytes(onlyA, "NachScan.data/another", sealed)).toThrow(/does not decrypt/);
    expect(() => decryptBytes(onlyA, place, altered)).toThrow(/does not decrypt/);
    expect(() => decryptBytes(dataKeyringOf(keyB), place, sealed)).toThrow(/not configured/);
    expect(() => decryptBytes(onlyA, place, scan)).toThrow(/is not encrypted/);
  });
});

describe("sealedKeyId", () => {
  it("reads the key id from a value's first characters or bytes, and null from anything else", () => {
    const id = dataKeyId(keyA);

    expect(sealedKeyId(`v1.${id}.`)).toBe(id);
    expect(sealedKeyId(Buffer.from(`v1.${id}.xyz`))).toBe(id);
    expect(sealedKeyId('{"partner_loan_id":"PL-1"}')).toBeNull();
    expect(sealedKeyId(Buffer.from("%PDF-1.4"))).toBeNull();
    expect(sealedKeyId("v1.XYZ")).toBeNull();
  });
});
