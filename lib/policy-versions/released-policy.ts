import "server-only";
import { read } from "@/lib/db/transactions";
import type { PolicyConfig } from "@/lib/policy/config";
import { configOf, releasedVersion } from "./policy-version-store";
import { ttlCache, type TtlCache } from "./ttl-cache";

/**
 * How long a process goes on deciding under the version it last read. A
 * publish in this process takes effect at once (forgetReleasedPolicy); one
 * in another process (a second server on the same PostgreSQL) within this
 * long, when a booking or update finds the copy old and reads the version
 * again: one small query per process per period, none per booking.
 */
export const RELEASED_POLICY_RECHECK_MS = 5_000;

// On globalThis: Next.js may load this module in more than one bundle (the API's
// routes, the portal's actions), and a publish must reach every copy.
const globalForPolicy = globalThis as unknown as { loandeskReleasedPolicy?: TtlCache<PolicyConfig> };
const cache = (globalForPolicy.loandeskReleasedPolicy ??= ttlCache(async () => configOf(await read(releasedVersion)), { ttlMs: RELEASED_POLICY_RECHECK_MS }));

/** The policy version bookings and updates are decided under now. */
export const releasedPolicy = (): Promise<PolicyConfig> => cache.get();

/** After a publish commits: this process reads the version in force again before its next decision. */
export const forgetReleasedPolicy = (): void => cache.forget();
