// Where a run's slow answers fall in time. A p99 over budget can be a few
// stalls that each hold up every request in flight (a collection, a vacuum, a
// pool opening connections) or a queue that never drains; the two call for
// different fixes, and only the answers' times tell them apart. Used by the
// open-loop runs (bench/open-loop.mjs); docs/performance.md reads them.

/** Answers this close together (by when they were due) belong to one burst. */
const GAP_MS = 150;
/** Fewer slow answers than this together are not a burst, just the tail. */
const AT_LEAST = 5;

/**
 * The bursts of answers slower than `overMs`: each the time its first and
 * last slow answer were due (ms after the run began), how many there were
 * and the slowest. `answers` are [due ms after the start, latency ms], in
 * any order.
 */
export function slowBursts(answers, overMs, { gapMs = GAP_MS, atLeast = AT_LEAST } = {}) {
  const slow = answers.filter(([, latency]) => latency > overMs).sort(([a], [b]) => a - b);
  const bursts = [];
  let current = null;
  for (const [at, latency] of slow) {
    if (current && at - current.to_ms <= gapMs) {
      current.to_ms = at;
      current.count += 1;
      current.max_ms = Math.max(current.max_ms, latency);
    } else {
      current = { from_ms: at, to_ms: at, count: 1, max_ms: latency };
      bursts.push(current);
    }
  }
  return bursts
    .filter(({ count }) => count >= atLeast)
    .map((burst) => ({ from_ms: Math.round(burst.from_ms), to_ms: Math.round(burst.to_ms), count: burst.count, max_ms: Math.round(burst.max_ms) }));
}

/** "at 0.4 s 35 up to 102 ms, at 3.4 s 19 up to 79 ms", or "none". */
export const formatBursts = (bursts) =>
  bursts.length === 0 ? "none" : bursts.map(({ from_ms, count, max_ms }) => `at ${(from_ms / 1000).toFixed(1)} s ${count} up to ${max_ms} ms`).join(", ");
