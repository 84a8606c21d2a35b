import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * API secrets are 32 random bytes, so a plain SHA-256 is as strong as a slow
 * password hash here and cheap enough to check on every request.
 */
export function generateSecret(): string {
  return `lds_${randomBytes(32).toString("base64url")}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A client's stored secrets: the current one, and the one a rotation replaced with the end of its overlap. */
export interface StoredSecrets {
  secretHash: string;
  previousSecretHash: string | null;
  previousSecretExpiresAt: Date | null;
}

const NO_PREVIOUS = hashSecret("");

/**
 * Whether `secret` is the client's current secret, or its previous one
 * before `now` reaches that one's expiry. Both comparisons are always made,
 * in constant time, so the answer's timing tells nothing of which matched.
 */
export function acceptsSecret(stored: StoredSecrets, secret: string, now: Date): boolean {
  const current = secretMatches(secret, stored.secretHash);
  const previous = secretMatches(secret, stored.previousSecretHash ?? NO_PREVIOUS);
  const previousValid = stored.previousSecretHash !== null && stored.previousSecretExpiresAt !== null && stored.previousSecretExpiresAt > now;
  return current || (previous && previousValid);
}

export function generateClientId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24);
  return `${slug || "partner"}-${randomBytes(4).toString("hex")}`;
}
