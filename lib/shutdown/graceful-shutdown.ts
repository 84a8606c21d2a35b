import "server-only";
import { env } from "@/lib/config/env";
import { disconnect } from "@/lib/db/database";
import { logger } from "@/lib/log/logger";
import { beginDrain, inFlight, whenIdle } from "./drain-state";

export interface ShutdownOptions {
  /** Stops the background loops taking new work; resolves once their running iterations have ended. */
  stopJobs: () => Promise<void>;
  /** The drain's bound; SHUTDOWN_TIMEOUT_MS when not given. */
  timeoutMs?: number;
  /** Ends the process; the exit code says whether the drain finished within its bound. */
  exit?: (code: number) => void;
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

type Outcome = "drained" | "timed out" | "failed";

/**
 * The drain, once: stop listening, let the requests in flight and the
 * background jobs' running iterations finish, close the database, exit 0.
 * Past the bound it exits 1 with whatever is still running: a write not
 * yet committed is rolled back by the database, and none of them has been
 * acknowledged.
 */
async function drain(signal: NodeJS.Signals, { stopJobs, timeoutMs, exit }: Required<ShutdownOptions>): Promise<void> {
  const started = performance.now();
  logger.info({ shutdown: "started", signal, in_flight: inFlight(), timeout_ms: timeoutMs }, "shutdown started: draining requests and background jobs");
  beginDrain();
  let bound: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Outcome>((resolve) => {
    bound = setTimeout(() => resolve("timed out"), timeoutMs);
  });
  const drained = Promise.all([whenIdle(), stopJobs()])
    .then(() => disconnect())
    .then((): Outcome => "drained");
  const outcome = await Promise.race([drained, timedOut]).catch((error: unknown): Outcome => {
    logger.error({ err: error }, "shutdown failed");
    return "failed";
  });
  clearTimeout(bound);
  const duration_ms = Math.round(performance.now() - started);
  if (outcome === "drained") {
    logger.info({ shutdown: "finished", duration_ms }, "shutdown finished: every request answered, background jobs stopped, database closed");
    exit(0);
    return;
  }
  logger.error({ shutdown: outcome, duration_ms, in_flight: inFlight() }, outcome === "failed" ? "shutdown failed" : `shutdown cut off after ${timeoutMs} ms`);
  exit(1);
}

/**
 * SIGTERM or SIGINT starts the drain. A second signal while it runs is
 * logged and ignored: a shell's Ctrl-C reaches the process more than once,
 * and an orchestrator that will not wait sends SIGKILL, which no handler sees.
 *
 * `next start` exits on these signals itself (code 143, without waiting for
 * the background jobs) unless NEXT_MANUAL_SIG_HANDLE is set where it starts;
 * it reads the variable before this code runs, so it cannot be set from here.
 */
export function handleShutdownSignals({ stopJobs, timeoutMs = env().SHUTDOWN_TIMEOUT_MS, exit = (code) => process.exit(code) }: ShutdownOptions): void {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    logger.warn(
      "NEXT_MANUAL_SIG_HANDLE is not set: on SIGTERM next start exits 143 once the requests are answered, without waiting for background jobs; start the server with NEXT_MANUAL_SIG_HANDLE=true (npm start does)",
    );
  }
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      logger.warn({ shutdown: "signal ignored", signal }, "shutdown already under way; the signal is ignored");
      return;
    }
    draining = true;
    void drain(signal, { stopJobs, timeoutMs, exit });
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
}
