import { env } from "@/lib/config/env";
import { InFlightLimit } from "@/lib/limits/in-flight-limit";

// Kept on globalThis: the API's and the portal's routes may load this module in different bundles, and must count together.
const globalForDownloads = globalThis as unknown as { loandeskDownloads?: InFlightLimit };

/**
 * One download by `client` (lib/actors/recorded-actor.ts: an API client or a portal user), within
 * PDF_DOWNLOADS_PER_CLIENT in flight at once across the API's PDFs and the
 * portal's files; one more is refused with 429 rate_limited. A render holds
 * a core for up to a second: each client may wait for a few, not fill the
 * renderers' queue for everyone else.
 */
export function limitDownloads<T>(client: string, work: () => Promise<T>): Promise<T> {
  globalForDownloads.loandeskDownloads ??= new InFlightLimit(env().PDF_DOWNLOADS_PER_CLIENT, "downloads");
  return globalForDownloads.loandeskDownloads.run(client, work);
}
