import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/config/env";
import { read } from "@/lib/db/transactions";
import { hashSecret, secretMatches } from "./credentials";

export interface AuthenticatedPartner {
  partnerId: string;
  clientId: string;
}

interface CachedCredential extends AuthenticatedPartner {
  secretHash: string;
  expiresAt: number;
}

// Looking the credential up on every request costs a query; a short cache
// keeps that off the hot path. A secret that does not match the cached hash
// is checked against the database before it is refused, so a new secret
// works at once everywhere; an old one stops within the TTL (at once on the
// instance that rotated it).
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

async function lookup(clientId: string, { fresh }: { fresh: boolean }): Promise<CachedCredential | null> {
  const hit = cache.get(clientId);
  if (!fresh && hit && hit.expiresAt > Date.now()) return hit;
  const row = await read((queries) =>
    queries.selectFrom("ApiCredential").select(["partnerId", "secretHash"]).where("clientId", "=", clientId).executeTakeFirst(),
  );
  if (!row) return null;
  if (cache.size >= CACHE_MAX) cache.clear();
  const entry = { clientId, partnerId: row.partnerId, secretHash: row.secretHash, expiresAt: Date.now() + env().CREDENTIAL_CACHE_TTL_MS };
  cache.set(clientId, entry);
  return entry;
}

/** HTTP Basic `client_id:client_secret` to the partner it belongs to. */
export async function authenticateBasic(header: string | null): Promise<AuthenticatedPartner> {
  const credentials = parseBasicAuthorization(header);
  if (!credentials || credentials.clientId.length > 200) throw unauthorized();
  let stored = await lookup(credentials.clientId, { fresh: false });
  // Hash even when the client is unknown, so timing does not tell which ids exist.
  let matches = secretMatches(credentials.secret, stored?.secretHash ?? hashSecret(""));
  if (stored && !matches) {
    stored = await lookup(credentials.clientId, { fresh: true });
    matches = stored !== null && secretMatches(credentials.secret, stored.secretHash);
  }
  if (!stored || !matches) throw unauthorized();
  return { partnerId: stored.partnerId, clientId: stored.clientId };
}
