import { setFlagsFromString } from "node:v8";

/**
 * Two settings of V8's collector for a server under steady load. Both are
 * read as the heap works, so setting them once the process runs takes
 * effect, and every way of starting the server (npm start, the image, the
 * tests' servers) gets them without passing node flags.
 *
 * - `--heap-growing-percent=50`: the old generation otherwise grew to about
 *   four times what survives a full collection before it collected again:
 *   some 60 MB live made a 270 MB heap and a 450 MB process. Growing by half
 *   at most keeps the process near 300 MB for the same speed. It is a pacing
 *   hint, not a ceiling: a request that needs more memory still gets it.
 * - `--no-allocation-site-pretenuring`: V8 otherwise learns, from objects
 *   that outlived a few young collections (the requests in flight during a
 *   rise in load), to allocate whatever the same code allocates afterwards
 *   straight into the old generation. A request's objects live for
 *   milliseconds, so they became garbage there that only a full collection
 *   frees: 19 full collections in a PostgreSQL headline with it, 13 without
 *   (decision 0195).
 */
export function setGarbageCollectorFlags(): void {
  setFlagsFromString("--heap-growing-percent=50");
  setFlagsFromString("--no-allocation-site-pretenuring");
}
