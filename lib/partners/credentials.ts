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

export function generateClientId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24);
  return `${slug || "partner"}-${randomBytes(4).toString("hex")}`;
}
