import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dataKeyId, dataKeyringOf } from "./data-key";
import { borrowerPan, loanPanHash, panHash, panHashIsUnder, panLookupHashes } from "./pan-lookup";

const [keyA, keyB] = [randomBytes(32), randomBytes(32)];
const a = dataKeyringOf(keyA).current;
const bWithA = dataKeyringOf(keyB, [keyA]);

describe("the PAN lookup hash", () => {
  it("is the same for the same PAN, whatever its case or surrounding spaces, and names its key", () => {
    expect(panHash(" abcpe1234f ", a)).toBe(panHash("ABCPE1234F", a));
    expect(panHash("ABCPE1234F", a)).toMatch(new RegExp(`^${dataKeyId(keyA)}\\.[A-Za-z0-9_-]{43}$`));
  });

  it("differs between PANs and between keys, and does not contain the PAN", () => {
    expect(panHash("ABCPE1234F", a)).not.toBe(panHash("ABCPE1234G", a));
    expect(panHash("ABCPE1234F", a).split(".")[1]).not.toBe(panHash("ABCPE1234F", bWithA.current).split(".")[1]);
    expect(panHash("ABCPE1234F", a)).not.toContain("ABCPE1234F");
  });

  it("is looked up under every configured key, the current one first, so lookups work mid-rotation", () => {
    expect(panLookupHashes("ABCPE1234F", bWithA)).toEqual([panHash("ABCPE1234F", bWithA.current), panHash("ABCPE1234F", a)]);
  });

  it("of a loan is the hash of its first pan KYC item, or null without one", () => {
    const kyc = [
      { kyc_type: 1, identifier: "1234", is_verified: true },
      { kyc_type: 2, identifier: "ABCPE1234F", is_verified: true },
      { kyc_type: 2, identifier: "ZZZPZ9999Z", is_verified: true },
    ] as const;

    expect(borrowerPan({ kyc: [...kyc] })).toBe("ABCPE1234F");
    expect(loanPanHash({ kyc: [...kyc] }, a)).toBe(panHash("ABCPE1234F", a));
    expect(loanPanHash({ kyc: [kyc[0]] }, a)).toBeNull();
  });

  it("is known to be under a key by its prefix", () => {
    expect(panHashIsUnder(panHash("ABCPE1234F", a), a)).toBe(true);
    expect(panHashIsUnder(panHash("ABCPE1234F", a), bWithA.current)).toBe(false);
    expect(panHashIsUnder(null, a)).toBe(true);
  });
});
