import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { dataKeyring, type DataKey, type DataKeyring } from "@/lib/crypto/data-key";

const ACCOUNT_HASH_LABEL = "loandesk bank account v1";

// Derived once per key: the hash is worked out on every disbursal and mandate.
const hashKeys = new WeakMap<DataKey, Buffer>();

function hashKeyOf(key: DataKey): Buffer {
  let derived = hashKeys.get(key);
  if (!derived) {
    derived = Buffer.from(hkdfSync("sha256", key.cipherKey, Buffer.alloc(0), ACCOUNT_HASH_LABEL, 32));
    hashKeys.set(key, derived);
  }
  return derived;
}

/**
 * The (account number, IFSC) a verification checked, as `<keyId>.<base64url
 * HMAC-SHA256>` under a key derived from a data key, as the PAN's lookup
 * hash is made (lib/crypto/pan-lookup.ts): an account number has too few
 * digits for a plain hash to hide it. The key id says which key made it, so
 * the rotation command can make it again under the new one.
 */
export function accountHash(acNumber: string, ifscCode: string, key: DataKey = dataKeyring().current): string {
  const digest = createHmac("sha256", hashKeyOf(key)).update(`${acNumber.trim()}|${ifscCode.trim().toUpperCase()}`, "utf8").digest("base64url");
  return `${key.id}.${digest}`;
}

/**
 * Whether `stored` is the hash of this account, under the key that made it.
 * A hash under a key no longer configured matches nothing: the account then
 * counts as not verified, the safe side.
 */
export function isHashOf(stored: string, acNumber: string, ifscCode: string, keyring: DataKeyring = dataKeyring()): boolean {
  const key = keyring.byId.get(stored.slice(0, stored.indexOf(".")));
  if (!key) return false;
  const expected = Buffer.from(accountHash(acNumber, ifscCode, key));
  const actual = Buffer.from(stored);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
