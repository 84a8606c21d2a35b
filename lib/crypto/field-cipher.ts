import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { DataKey, DataKeyring } from "./data-key";

/**
 * AES-256-GCM for single values kept in the database. A value is stored as
 * `v1.<keyId>.<base64url(iv ‖ ciphertext ‖ tag)>` (text) or as the same
 * 12-character header in ASCII followed by iv ‖ ciphertext ‖ tag (bytes).
 * The IV is 12 random bytes per value; the Additional Authenticated Data is
 * the value's place (table, column, row), so a value copied to another row
 * or column does not decrypt.
 */

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = /^v1\.([0-9a-f]{8})\./;
/** `v1.` + 8 hex characters + `.` */
export const SEALED_HEADER_LENGTH = 12;

/** Where a value lives, e.g. `Loan.body/<lead id>`; authenticated with the value, never stored. */
export type Place = string;

export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealedValueError";
  }
}

/** The id of the key a stored value was encrypted under, from its first characters or bytes; null when they are not a header. */
export function sealedKeyId(head: string | Uint8Array): string | null {
  const text = typeof head === "string" ? head.slice(0, SEALED_HEADER_LENGTH) : Buffer.from(head.subarray(0, SEALED_HEADER_LENGTH)).toString("latin1");
  return HEADER.exec(text)?.[1] ?? null;
}

const headerOf = (key: DataKey) => `${VERSION}.${key.id}.`;

function encrypt(key: DataKey, place: Place, plain: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.cipherKey, iv);
  cipher.setAAD(Buffer.from(place, "utf8"));
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function keyFor(keyring: DataKeyring, place: Place, head: string | Uint8Array): DataKey {
  const id = sealedKeyId(head);
  if (id === null) throw new SealedValueError(`${place} is not encrypted`);
  const key = keyring.byId.get(id);
  if (!key) {
    throw new SealedValueError(`${place} is encrypted under data key ${id}, which is not configured: set it as LOANDESK_DATA_KEY or in LOANDESK_DATA_KEYS_PREVIOUS`);
  }
  return key;
}

function decrypt(key: DataKey, place: Place, sealed: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new SealedValueError(`${place} is too short to be an encrypted value`);
  const decipher = createDecipheriv("aes-256-gcm", key.cipherKey, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(place, "utf8"));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealedValueError(`${place} does not decrypt: it was altered, or encrypted for another place`);
  }
}

export function encryptText(keyring: DataKeyring, place: Place, plain: string): string {
  return `${headerOf(keyring.current)}${encrypt(keyring.current, place, Buffer.from(plain, "utf8")).toString("base64url")}`;
}

export function decryptText(keyring: DataKeyring, place: Place, sealed: string): string {
  const key = keyFor(keyring, place, sealed);
  return decrypt(key, place, Buffer.from(sealed.slice(SEALED_HEADER_LENGTH), "base64url")).toString("utf8");
}

export function encryptBytes(keyring: DataKeyring, place: Place, plain: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(headerOf(keyring.current), "latin1"), encrypt(keyring.current, place, plain)]);
}

export function decryptBytes(keyring: DataKeyring, place: Place, sealed: Uint8Array): Buffer {
  const key = keyFor(keyring, place, sealed);
  return decrypt(key, place, Buffer.from(sealed.buffer, sealed.byteOffset + SEALED_HEADER_LENGTH, sealed.byteLength - SEALED_HEADER_LENGTH));
}
