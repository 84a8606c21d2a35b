// Issue 25's PDF load: one partner fetches a 600-row Key Facts Statement on
// 24 loops, each sending its next request when the last is answered, as the
// partner in the issue did, while another partner lists its loans and a
// monitor polls liveness, each at a fixed rate (bench/open-loop.mjs), timed
// from when each request was due. The loops run in a process of their own
// (bench/pdf-loops.mjs), so that their client work cannot delay the
// measured requests in this one.
import { execFile } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { openLoop } from "./open-loop.mjs";

// The service's default rate limit per API client (RATE_LIMIT_PER_SECOND, RATE_LIMIT_BURST).
const PARTNER_RATE = { perSecond: 100, burst: 200 };

/** The loops (bench/pdf-loops.mjs) in a child process; the answers counted by status. */
async function loops(options) {
  const script = path.join(import.meta.dirname, "pdf-loops.mjs");
  const { stdout } = await promisify(execFile)(process.execPath, [script, JSON.stringify({ ...options, ...PARTNER_RATE })]);
  return JSON.parse(stdout);
}

const figures = (result) => ({ p50_ms: result.latency.p50, p99_ms: result.latency.p99, non_2xx: result.non2xx + result.errors + result.timeouts });

/** The other partner's list and liveness, each at `rate` a second for `seconds`. */
async function monitors({ base, other, rate, seconds }) {
  const [list, liveness] = await Promise.all([
    openLoop({ base, rate, seconds, nextRequest: () => ({ method: "GET", path: "/api/v1/client/loan/?limit=20", headers: { authorization: other } }) }),
    openLoop({ base, rate, seconds, nextRequest: () => ({ method: "GET", path: "/api/health/live" }) }),
  ]);
  return { list: figures(list), liveness: figures(liveness) };
}

/**
 * The other partner's list and liveness at `rate` a second each for
 * `seconds`, first alone (what the machine gives them), then beside `loops`
 * loops on `pdfPath`, measured once the loops have run `warmup` seconds (the
 * loops' first burst and the worker's start fall there). `polite` loops
 * honour Retry-After and the default rate limit, as a partner's client
 * should; the others flood.
 */
export async function measurePdfLoad({ base, pdfPath, attacker, other, loops: count, polite, seconds, warmup, rate }) {
  const alone = await monitors({ base, other, rate, seconds });
  const attack = loops({ url: `${base}${pdfPath}`, authorization: attacker, loops: count, polite, seconds: warmup + seconds });
  await sleep(warmup * 1000);
  const beside = await monitors({ base, other, rate, seconds });
  return { alone, pdf: await attack, ...beside };
}
