// The bench's headline: booking and read sent on a fixed schedule
// (bench/open-loop.mjs) at each rate, a few runs of each, judged by
// bench/latency-budgets.mjs. The runs go in rounds (every scenario at every
// rate once, then again), so that the database's growth from the booking
// runs and the machine's other work fall on each figure's runs alike rather
// than on one figure; each run records the database's loans and size and the
// load average when it started, so that a trend shows.
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { BUDGETS, judgeHeadline, scheduleBroken } from "./latency-budgets.mjs";
import { openLoop } from "./open-loop.mjs";
import { formatBursts } from "./slow-bursts.mjs";

/** Between runs, so that one run's last answers and the work they leave behind do not fall in the next. */
const PAUSE_MS = 1000;

const loadAverage = () => Math.round(loadavg()[0] * 100) / 100;

/**
 * `scenarios` maps each name to its next request; `stateOf()` gives the
 * database's { loans, mib }. `onRun` hears each run as it ends. Returns one
 * judged figure per scenario and rate, with its runs.
 */
export async function measureHeadline({ base, scenarios, rates, runs, seconds, warmup, stateOf, onRun, pauseMs = PAUSE_MS }) {
  const figures = rates.flatMap((rate) => Object.keys(scenarios).map((scenario) => ({ scenario, rate, runs: [] })));
  for (const { scenario, rate } of figures) await openLoop({ base, rate, seconds: warmup, nextRequest: scenarios[scenario] });
  for (let round = 1; round <= runs; round++) {
    for (const figure of figures) {
      await sleep(pauseMs);
      const state = await stateOf();
      const load = loadAverage();
      // The answers over the figure's budget, grouped where they fall together, say whether its p99 is a stall or a queue.
      const slowOverMs = BUDGETS[figure.scenario]?.[figure.rate] ?? null;
      const result = await openLoop({ base, rate: figure.rate, seconds, nextRequest: scenarios[figure.scenario], slowOverMs });
      const run = {
        round,
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        answered: result.requests.total,
        non_2xx: result.non2xx + result.errors + result.timeouts,
        schedule: result.schedule,
        slow_bursts: result.bursts,
        void: scheduleBroken(result.schedule),
        loans_before: state.loans,
        database_mib_before: state.mib,
        load_average_1m: load,
      };
      figure.runs.push(run);
      onRun(figure, run);
    }
  }
  return figures.map((figure) => ({ ...figure, ...judgeHeadline(figure) }));
}

/** One run as the bench prints it while the headline runs. */
export function formatRun({ scenario, rate }, run) {
  const { sent_per_second, late, queued, lag_max_ms } = run.schedule;
  return (
    `${scenario.padEnd(8)} ${String(rate).padStart(4)}/s run ${run.round}: p50 ${run.p50_ms} ms  p99 ${run.p99_ms} ms  non-2xx ${run.non_2xx}` +
    `  sent ${sent_per_second}/s, ${late} late, ${queued} queued (lag at most ${lag_max_ms} ms)${run.void ? " VOID" : ""}` +
    `  ${run.loans_before} loans, ${run.database_mib_before} MiB before; load ${run.load_average_1m}` +
    (run.slow_bursts ? `; slow bursts: ${formatBursts(run.slow_bursts)}` : "")
  );
}

/** One judged figure as the bench prints it last. */
export const formatFigure = ({ scenario, rate, verdict, detail }) => `${verdict.padEnd(9)} ${scenario} at ${rate}/s: ${detail}`;
