// node bench/pdf-loops.mjs '<json options>'   (bench/pdf-load.mjs runs it in a process of its own)
//
// A partner's `loops` loops on GET `url` for `seconds`, each sending its next
// request when the last is answered. A partner client as the README asks for
// (`polite`) waits the Retry-After of a 429 or 503 and keeps within
// `perSecond` requests a second with bursts of `burst` (the service's default
// rate limit, which the bench's server turns off to measure throughput);
// otherwise the loops send as fast as they are answered. Prints the answers
// counted by status, as JSON.
import { setTimeout as sleep } from "node:timers/promises";
import { Pool } from "undici";

const { url, authorization, loops, seconds, polite, perSecond, burst } = JSON.parse(process.argv[2]);
const target = new URL(url);
const pool = new Pool(target.origin, { connections: loops, pipelining: 1 });
const byStatus = {};
let errors = 0;
const ends = performance.now() + seconds * 1000;

// A token bucket: `burst` requests at once, `perSecond` sustained.
let tokens = burst;
let filled = performance.now();
async function allowance() {
  for (;;) {
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - filled) / 1000) * perSecond);
    filled = now;
    if (tokens >= 1) {
      tokens -= 1;
      return;
    }
    await sleep(((1 - tokens) / perSecond) * 1000);
  }
}

async function loop() {
  while (performance.now() < ends) {
    if (polite) await allowance();
    try {
      const response = await pool.request({ method: "GET", path: `${target.pathname}${target.search}`, headers: { authorization } });
      await response.body.dump();
      byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
      const retryAfter = Number(response.headers["retry-after"]);
      if (polite && (response.statusCode === 429 || response.statusCode === 503) && retryAfter > 0) await sleep(retryAfter * 1000);
    } catch {
      errors++;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: loops }, loop));
const elapsed = (performance.now() - started) / 1000;
await pool.close();
const answered = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
console.log(JSON.stringify({ requests_per_second: Math.round((answered / elapsed) * 10) / 10, by_status: byStatus, errors }));
