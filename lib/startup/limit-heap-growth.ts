import { setFlagsFromString } from "node:v8";

/**
 * Under steady load V8 lets the old generation grow to about four times what
 * survives a full collection before it collects again: some 60 MB live made
 * a 270 MB heap and a 450 MB process. Growing by half at most keeps the
 * process near 300 MB for the same speed (docs/performance.md). It is a
 * pacing hint, not a ceiling, so a request that needs more memory still
 * gets it. The flag is read at every collection, so setting it once the
 * process runs takes effect; `node --heap-growing-percent` would need every
 * way of starting the server to pass it.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString("--heap-growing-percent=50");
}
