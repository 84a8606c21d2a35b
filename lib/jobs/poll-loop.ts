import { AsyncResource } from "node:async_hooks";
import { logger } from "@/lib/log/logger";

export interface PollLoopOptions {
  /** The longest wait between runs: the fallback for wake-ups that never came. */
  intervalMs: number;
  /** One run; returns how much it did (more than 0: run again at once). */
  work: () => Promise<number>;
  /**
   * When the earliest known work falls due after `after`, the start of the
   * run just made; the loop runs then if that is sooner than the interval.
   * Work that fell due while the run was looking is included, so it runs again at once.
   */
  nextDueAt?: (after: Date) => Promise<Date | null>;
}

export interface PollLoop {
  /**
   * Run as soon as possible: at once when waiting, or once more right after
   * the run in progress (which may have looked before the new work was there),
   * however many wake-ups arrive meanwhile.
   */
  wake(): void;
  /** Stops the loop; resolves once the current run has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `work` again and again, never two runs at the same time: at once
 * while it finds work or after a wake-up, at the next known due time, and
 * every `intervalMs` at the latest.
 */
export function startPollLoop(name: string, { intervalMs, work, nextDueAt }: PollLoopOptions): PollLoop {
  let stopped = false;
  let running = false;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const guarded = async <T>(step: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      logger.error({ err: error, job: name }, "background job failed");
      return fallback;
    }
  };

  const waitFor = (due: Date | null) => Math.max(0, Math.min(intervalMs, due ? due.getTime() - Date.now() : intervalMs));

  const cycle = async () => {
    wokenWhileRunning = false;
    const startedAt = new Date();
    const done = await guarded(work, 0);
    const due = done === 0 && nextDueAt ? await guarded(() => nextDueAt(startedAt), null) : null;
    running = false;
    if (stopped) return;
    timer = setTimeout(start, done > 0 || wokenWhileRunning ? 0 : waitFor(due));
  };

  // Bound to the loop's own context: a wake-up from a request handler must not
  // run the job as part of that request.
  const start = AsyncResource.bind(() => {
    timer = undefined;
    running = true;
    current = cycle();
  });

  timer = setTimeout(start, 0);
  return {
    wake: () => {
      if (stopped) return;
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(start, 0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
