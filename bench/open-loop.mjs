// Open-loop load: requests sent on a fixed schedule, whether or not earlier
// ones have been answered, each timed from when it was due to be sent. With
// 32 connections in a closed loop (autocannon's default), a route's latency is
// 32 / its throughput, so a p99 there says no more than the throughput does;
// at a fixed rate below capacity it is the latency a client sees at that load.
// autocannon's own --overallRate releases each second's requests together,
// which measures the burst, so the schedule is kept here.
//
// Timing from the due time charges the server for any delay, the client's
// own included, so a client that falls behind (its event loop busy, or the
// machine's cores taken by other work) makes the server look slower. Each run
// therefore reports how well its schedule was kept: the rate actually sent,
// and how many requests went out late or had to wait for a free connection.
import { setTimeout as sleep } from "node:timers/promises";
import { Pool } from "undici";
import { percentile, roundMs } from "./percentile.mjs";
import { slowBursts } from "./slow-bursts.mjs";

/** A request sent this long after it was due counts as late: more than a timer's usual slack. */
export const LATE_AFTER_MS = 5;

/**
 * Sends `rate` requests a second for `seconds`, one every 1/rate s, on up to
 * `connections` connections; `nextRequest()` gives each one's { method, path,
 * headers, body }. Returns autocannon's shape of the figures the bench reads,
 * the schedule as kept, and with `slowOverMs` the bursts of answers slower
 * than that (bench/slow-bursts.mjs).
 */
export async function openLoop({ base, rate, seconds, nextRequest, connections = 256, slowOverMs = null }) {
  const pool = new Pool(base, { connections, pipelining: 1 });
  const latencies = [];
  /** [when it was due, ms after the start; its latency], for where the slow ones fall. */
  const answered = [];
  const lags = [];
  let non2xx = 0;
  let errors = 0;
  let inFlight = 0;
  let late = 0;
  let queued = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  let lastSent = started;
  const answers = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const { method, path, headers, body } = nextRequest();
    lastSent = performance.now();
    // Timed from when it was due, or from when it went, if a timer let it go a moment early.
    const from = Math.min(due, lastSent);
    const lag = Math.max(0, lastSent - due);
    lags.push(lag);
    if (lag > LATE_AFTER_MS) late++;
    // Every connection busy: the pool holds this request back until one is free.
    if (inFlight >= connections) queued++;
    inFlight++;
    answers.push(
      pool
        .request({ method, path, headers, body })
        .then(async (response) => {
          await response.body.dump();
          const latency = performance.now() - from;
          latencies.push(latency);
          answered.push([from - started, latency]);
          if (response.statusCode < 200 || response.statusCode > 299) non2xx++;
        })
        .catch(() => errors++)
        .finally(() => inFlight--),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  // On schedule, the last request goes out (total - 1) / rate s after the first.
  const sendingSeconds = (lastSent - started) / 1000 + 1 / rate;
  return {
    requests: { average: latencies.length / elapsed, total: latencies.length },
    latency: { p50: roundMs(percentile(latencies, 0.5)), p99: roundMs(percentile(latencies, 0.99)) },
    non2xx,
    errors,
    timeouts: 0,
    bursts: slowOverMs === null ? null : slowBursts(answered, slowOverMs),
    schedule: {
      offered_per_second: rate,
      sent: total,
      sent_per_second: total === 0 ? 0 : Math.round((total / sendingSeconds) * 10) / 10,
      late,
      queued,
      lag_p99_ms: roundMs(percentile(lags, 0.99)),
      lag_max_ms: roundMs(lags.at(-1) ?? null),
    },
  };
}
