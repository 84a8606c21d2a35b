import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPollLoop, type PollLoop } from "./poll-loop";

/** A promise that stays pending until its `open` is called. */
function gate() {
  let open = () => undefined as void;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

const DAY_MS = 86_400_000;
// The fake clock puts a zero-delay timer set while it is advancing 1 ms ahead.
const AT_ONCE_MS = 10;

describe("a poll loop", () => {
  let loop: PollLoop | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(async () => {
    const stopping = loop?.stop();
    await vi.runOnlyPendingTimersAsync();
    await stopping;
    loop = undefined;
    vi.useRealTimers();
  });

  it("runs at once, then every interval while it finds nothing", async () => {
    const work = vi.fn(async () => 0);
    loop = startPollLoop("test", { intervalMs: 1000, work });

    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("runs again at once while it finds work", async () => {
    const found = [3, 2, 0];
    const work = vi.fn(async () => found.shift() ?? 0);
    loop = startPollLoop("test", { intervalMs: DAY_MS, work });

    await vi.advanceTimersByTimeAsync(AT_ONCE_MS);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it("runs at once when woken while it waits", async () => {
    const work = vi.fn(async () => 0);
    loop = startPollLoop("test", { intervalMs: DAY_MS, work });
    await vi.advanceTimersByTimeAsync(0);

    loop.wake();
    await vi.advanceTimersByTimeAsync(0);

    expect(work).toHaveBeenCalledTimes(2);
  });

  it("runs exactly once more when woken, however often, during a run", async () => {
    const first = gate();
    const work = vi.fn(async () => {
      if (work.mock.calls.length === 1) await first.closed;
      return 0;
    });
    loop = startPollLoop("test", { intervalMs: DAY_MS, work });
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);

    loop.wake();
    loop.wake();
    loop.wake();
    first.open();
    await vi.advanceTimersByTimeAsync(AT_ONCE_MS);
    expect(work).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(DAY_MS / 2);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("does not lose a wake-up that arrives while it reads the next due time", async () => {
    const reading = gate();
    const nextDueAt = vi.fn(async () => {
      if (nextDueAt.mock.calls.length === 1) await reading.closed;
      return null;
    });
    const work = vi.fn(async () => 0);
    loop = startPollLoop("test", { intervalMs: DAY_MS, work, nextDueAt });
    await vi.advanceTimersByTimeAsync(0);
    expect(nextDueAt).toHaveBeenCalledTimes(1);

    loop.wake();
    reading.open();
    await vi.advanceTimersByTimeAsync(AT_ONCE_MS);

    expect(work).toHaveBeenCalledTimes(2);
  });

  it("waits only until the next known due time when that comes before the interval", async () => {
    const work = vi.fn(async () => 0);
    const nextDueAt = vi.fn(async () => (work.mock.calls.length === 1 ? new Date(Date.now() + 300) : null));
    loop = startPollLoop("test", { intervalMs: DAY_MS, work, nextDueAt });

    await vi.advanceTimersByTimeAsync(299);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("runs again at once for work that fell due while it was looking", async () => {
    const work = vi.fn(async () => {
      // The run takes 5 ms; work falls due 2 ms in, after it looked.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 0;
    });
    const nextDueAt = vi.fn(async (after: Date) => (work.mock.calls.length === 1 ? new Date(after.getTime() + 2) : null));
    loop = startPollLoop("test", { intervalMs: DAY_MS, work, nextDueAt });

    await vi.advanceTimersByTimeAsync(AT_ONCE_MS);

    expect(work).toHaveBeenCalledTimes(2);
  });

  it("keeps to the interval when the next due time lies beyond it", async () => {
    const work = vi.fn(async () => 0);
    loop = startPollLoop("test", { intervalMs: 1000, work, nextDueAt: async () => new Date(Date.now() + DAY_MS) });

    await vi.advanceTimersByTimeAsync(1000);

    expect(work).toHaveBeenCalledTimes(2);
  });

  it("goes on after a run that failed", async () => {
    const work = vi.fn(async () => {
      if (work.mock.calls.length === 1) throw new Error("database unavailable");
      return 0;
    });
    loop = startPollLoop("test", { intervalMs: 1000, work });

    await vi.advanceTimersByTimeAsync(1000);

    expect(work).toHaveBeenCalledTimes(2);
  });

  it("stops after the run in progress, and wake-ups no longer start one", async () => {
    const running = gate();
    const work = vi.fn(async () => {
      await running.closed;
      return 5;
    });
    const started = startPollLoop("test", { intervalMs: 1000, work });
    await vi.advanceTimersByTimeAsync(0);

    let stopped = false;
    const stopping = started.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    running.open();
    await stopping;
    started.wake();
    await vi.advanceTimersByTimeAsync(5000);

    expect(work).toHaveBeenCalledTimes(1);
  });
});
