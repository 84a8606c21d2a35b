import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/config/env";
import { read } from "@/lib/db/transactions";
import { acceptsSecret, hashSecret, secretMatches } from "./credentials";

export interface AuthenticatedPartner {
  partnerId: string;
  clientId: string;
}

interface CachedCredential extends AuthenticatedPartner {
  secretHash: string;
  expiresAt: number;
}

// Looking the credential up on every request costs a query; a short cache
// keeps that off the hot path. It holds only the current secret's hash: a
// secret that does not match it is checked against the database before it
// is refused, so a new secret works at once everywhere, and a previous
// secret still in its overlap is accepted only by that check, against its
// expiry as stored, so the cache can never keep it alive past its window.
// A secret replaced with no overlap (API_SECRET_OVERLAP_HOURS=0) stops
// within the TTL (at once on the instance that rotated it).
const CACHE_MAX = 10_000;
const cache = new Map<string, CachedCredential>();

export function forgetCredential(clientId: string): void {
  cache.delete(clientId);
}

const unauthorized = () => new AppError("unauthorized", "Missing or invalid API credentials");

export function parseBasicAuthorization(header: string | null): { clientId: string; secret: string } | null {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function cached(clientId: string): CachedCredential | null {
  const hit = cache.get(clientId);
  return hit && hit.expiresAt > Date.now() ? hit : null;
}

/** The client's stored secrets, read fresh; the current one is cached on the way. */
async function lookup(clientId: string) {
  const row = await read((queries) =>
    queries
      .selectFrom("ApiCredential")
      .select(["partnerId", "secretHash", "previousSecretHash", "previousSecretExpiresAt"])
      .where("clientId", "=", clientId)
      .executeTakeFirst(),
  );
  if (!row) return null;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(clientId, { clientId, partnerId: row.partnerId, secretHash: row.secretHash, expiresAt: Date.now() + env().CREDENTIAL_CACHE_TTL_MS });
  return row;
}

/** HTTP Basic `client_id:client_secret` to the partner it belongs to. */
export async function authenticateBasic(header: string | null): Promise<AuthenticatedPartner> {
  const credentials = parseBasicAuthorization(header);
  if (!credentials || credentials.clientId.length > 200) throw unauthorized();
  const { clientId, secret } = credentials;
  const hit = cached(clientId);
  if (hit && secretMatches(secret, hit.secretHash)) return { partnerId: hit.partnerId, clientId };
  const stored = await lookup(clientId);
  // Checked even when the client is unknown, so timing does not tell which ids exist.
  const accepted = acceptsSecret(stored ?? { secretHash: hashSecret(""), previousSecretHash: null, previousSecretExpiresAt: null }, secret, new Date());
  if (!stored || !accepted) throw unauthorized();
  return { partnerId: stored.partnerId, clientId };
}
