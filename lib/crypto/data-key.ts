import { createHash, hkdfSync } from "node:crypto";
import { env } from "@/lib/config/env";
import { demoLocalSecret } from "@/lib/config/local-secret";

/** One data key and what is derived from it, once. */
export interface DataKey {
  /** The first 8 hex characters of the key's SHA-256: names the key in every value it encrypted. */
  id: string;
  /** AES-256-GCM key. */
  cipherKey: Buffer;
  /** HMAC-SHA256 key of the PAN lookup hash, derived so that the hash reveals nothing about the cipher key. */
  panLookupKey: Buffer;
}

export interface DataKeyring {
  /** Encrypts every new value. */
  current: DataKey;
  /** Every key that may decrypt, the current one included, by id. */
  byId: ReadonlyMap<string, DataKey>;
}

const PAN_LOOKUP_LABEL = "loandesk pan lookup v1";

export const dataKeyId = (secret: Buffer): string => createHash("sha256").update(secret).digest("hex").slice(0, 8);

export function dataKeyOf(secret: Buffer): DataKey {
  if (secret.length !== 32) throw new Error("A data key is exactly 32 bytes");
  return {
    id: dataKeyId(secret),
    cipherKey: Buffer.from(secret),
    panLookupKey: Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), PAN_LOOKUP_LABEL, 32)),
  };
}

/** The current key and the earlier ones still read during a rotation. */
export function dataKeyringOf(current: Buffer, previous: readonly Buffer[] = []): DataKeyring {
  const currentKey = dataKeyOf(current);
  const byId = new Map([[currentKey.id, currentKey]]);
  for (const secret of previous) {
    const key = dataKeyOf(secret);
    const known = byId.get(key.id);
    // Two different keys sharing 32 bits of hash would make values ambiguous.
    if (known && !known.cipherKey.equals(key.cipherKey)) throw new Error(`Two configured data keys share the id ${key.id}; make a new one`);
    byId.set(key.id, known ?? key);
  }
  return { current: currentKey, byId };
}

/** A key whose bytes are all one value (all zero, say) was typed, not generated: anyone could guess it. */
export const isPlaceholderKey = (secret: Buffer): boolean => secret.every((byte) => byte === secret[0]);

// Derived once per process, whichever copy of this module the bundler made asks first.
const globalForKeys = globalThis as unknown as { loandeskDataKeyring?: DataKeyring };

/**
 * The configured keyring: LOANDESK_DATA_KEY encrypts, it and
 * LOANDESK_DATA_KEYS_PREVIOUS decrypt. Demo mode without a key makes one
 * once and keeps it beside its database; production refuses to run without.
 */
export function dataKeyring(): DataKeyring {
  if (!globalForKeys.loandeskDataKeyring) {
    const { LOANDESK_DATA_KEY, LOANDESK_DATA_KEYS_PREVIOUS, LOANDESK_MODE } = env();
    if (!LOANDESK_DATA_KEY && LOANDESK_MODE === "production") {
      throw new Error("Refusing to start in production without LOANDESK_DATA_KEY (the base64 of 32 random bytes: openssl rand -base64 32)");
    }
    if (LOANDESK_MODE === "production" && [LOANDESK_DATA_KEY, ...LOANDESK_DATA_KEYS_PREVIOUS].some((key) => key && isPlaceholderKey(key))) {
      throw new Error("Refusing to start in production: a data key's 32 bytes are all one value, which anyone could guess; make one with openssl rand -base64 32");
    }
    globalForKeys.loandeskDataKeyring = dataKeyringOf(LOANDESK_DATA_KEY ?? demoLocalSecret("data-key", 32), LOANDESK_DATA_KEYS_PREVIOUS);
  }
  return globalForKeys.loandeskDataKeyring;
}
