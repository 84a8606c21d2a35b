// The bench's headline (issue 30, part 7): booking and read latency at a
// stated load, each figure the median of a few runs, judged against the p99
// budgets partners feel. A single run on a shared 2-core machine moves by tens
// of per cent; the median of three is not moved by one disturbed run.

/** p99 budgets in milliseconds, by scenario and then by rate (requests a second). */
export const BUDGETS = Object.freeze({
  booking: Object.freeze({ 100: 40, 200: 60 }),
  read: Object.freeze({ 100: 15, 200: 20 }),
});

/**
 * A run whose client sent more than this share of its requests late is
 * void: its p99 (the slowest one request in a hundred) may then be the
 * client's delay rather than the server's. Requests that waited for a free
 * connection are not counted: every one of the pool's connections was
 * waiting on the server, so the wait is the server's, and it is charged to
 * it (latency runs from when a request was due).
 */
export const VOID_SHARE = 0.01;

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values) {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/** Whether a run's client failed to keep its schedule (bench/open-loop.mjs's `schedule`). */
export function scheduleBroken({ sent, late }) {
  return sent === 0 || late / sent > VOID_SHARE;
}

const list = (values) => values.map((value) => (value === null ? "none" : String(value))).join(", ");

/**
 * One headline figure from its runs (each { p50_ms, p99_ms, non_2xx, void }):
 * the median p50 and the median p99, and the verdict on the budget for this
 * scenario and rate. Any non-2xx answer fails the budget, since a quick error
 * is not a quick booking; any void run voids the figure, since the median of
 * the runs left would be a different measure.
 */
export function judgeHeadline({ scenario, rate, runs }) {
  const budget = BUDGETS[scenario]?.[rate] ?? null;
  const p50 = median(runs.map((run) => run.p50_ms));
  const p99 = median(runs.map((run) => run.p99_ms));
  const errors = runs.reduce((sum, run) => sum + run.non_2xx, 0);
  const voided = runs.flatMap((run, index) => (run.void ? [index + 1] : []));
  const figures = `p99 ${p99} ms (runs ${list(runs.map((run) => run.p99_ms))}), p50 ${p50} ms (runs ${list(runs.map((run) => run.p50_ms))})`;
  const judged = (verdict, why) => ({ budget_p99_ms: budget, p50_ms: p50, p99_ms: p99, verdict, detail: `${figures}; ${why}` });
  if (runs.length === 0) return judged("VOID", "no run");
  if (errors > 0) return judged("NOT MET", `${errors} non-2xx or failed requests`);
  const kept = runs.filter((run) => !run.void);
  // Over the budget in every run the client kept its schedule: the void ones cannot make it met.
  if (voided.length > 0 && budget !== null && kept.length > 0 && kept.every((run) => run.p99_ms !== null && run.p99_ms > budget)) {
    return judged("NOT MET", `over ${budget} ms in every run the client kept its schedule (run ${voided.join(", ")} void)`);
  }
  if (voided.length > 0) return judged("VOID", `the client fell behind its schedule in run ${voided.join(", ")}`);
  if (budget === null) return judged("no budget", `no budget at ${rate}/s`);
  return judged(p99 <= budget ? "met" : "NOT MET", `at most ${budget} ms`);
}
