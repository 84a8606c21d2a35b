import "server-only";
import { env } from "@/lib/config/env";
import { read, type Queries } from "@/lib/db/transactions";
import type { PartnerKfsSettings } from "./partner-settings";

/** The partner as a Key Facts Statement names it: the lending service provider and how Part 2 treats it. */
export type KfsPartner = { name: string } & PartnerKfsSettings;

export function getKfsPartner(queries: Queries, partnerId: string): Promise<KfsPartner> {
  return queries.selectFrom("Partner").select(["name", "digitalLending", "lspRecoveryAgent"]).where("id", "=", partnerId).executeTakeFirstOrThrow();
}

const CACHE_MAX = 10_000;
const cache = new Map<string, { partner: KfsPartner; expiresAt: number }>();

/**
 * The partner's KFS settings as they were at most CREDENTIAL_CACHE_TTL_MS
 * ago, for the booking's first version: booking is benchmarked, and a query
 * per booking for values that change only through the partner CLI is not
 * worth it. A booking within that time of a change issues a version the
 * first read of the statement supersedes (lib/kfs/current-version.ts reads
 * the partner afresh).
 */
export async function cachedKfsPartner(partnerId: string, now = Date.now()): Promise<KfsPartner> {
  const hit = cache.get(partnerId);
  if (hit && hit.expiresAt > now) return hit.partner;
  const partner = await read((queries) => getKfsPartner(queries, partnerId));
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(partnerId, { partner, expiresAt: now + env().CREDENTIAL_CACHE_TTL_MS });
  return partner;
}
