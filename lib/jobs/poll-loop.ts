import { logger } from "@/lib/log/logger";

/**
 * Runs `work` again and again: at once while it finds work, every
 * `intervalMs` otherwise, never two runs at the same time. Returns a stop
 * function that resolves once the current run has finished.
 */
export function startPollLoop(name: string, intervalMs: number, work: () => Promise<number>): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = work()
      .catch((error: unknown) => {
        logger.error({ err: error, job: name }, "background job failed");
        return 0;
      })
      .then((done) => {
        if (!stopped) timer = setTimeout(tick, done > 0 ? 0 : intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
