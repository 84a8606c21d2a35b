// Open-loop load: requests sent on a fixed schedule, whether or not earlier
// ones have been answered, each timed from when it was due to be sent. With
// 32 connections in a closed loop (autocannon's default), a route's latency is
// 32 / its throughput, so a p99 there says no more than the throughput does;
// at a fixed rate below capacity it is the latency a client sees at that load.
// autocannon's own --overallRate releases each second's requests together,
// which measures the burst, so the schedule is kept here.
import { setTimeout as sleep } from "node:timers/promises";
import { Pool } from "undici";
import { percentile, roundMs } from "./percentile.mjs";

/**
 * Sends `rate` requests a second for `seconds`, one every 1/rate s; `nextRequest()`
 * gives each one's { method, path, headers, body }. Returns autocannon's shape of
 * the figures the bench reads.
 */
export async function openLoop({ base, rate, seconds, nextRequest }) {
  const pool = new Pool(base, { connections: 256, pipelining: 1 });
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const sent = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const { method, path, headers, body } = nextRequest();
    sent.push(
      pool
        .request({ method, path, headers, body })
        .then(async (response) => {
          await response.body.dump();
          latencies.push(performance.now() - due);
          if (response.statusCode < 200 || response.statusCode > 299) non2xx++;
        })
        .catch(() => errors++),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: { average: latencies.length / elapsed, total: latencies.length },
    latency: { p50: roundMs(percentile(latencies, 0.5)), p99: roundMs(percentile(latencies, 0.99)) },
    non2xx,
    errors,
    timeouts: 0,
  };
}
