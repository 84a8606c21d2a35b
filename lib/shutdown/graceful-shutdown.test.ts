import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackWork } from "./drain-state";
import { handleShutdownSignals } from "./graceful-shutdown";

/** A promise that stays pending until its `open` is called. */
function gate() {
  let open = () => undefined as void;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

const SIGNALS = ["SIGTERM", "SIGINT"] as const;
const before = Object.fromEntries(SIGNALS.map((signal) => [signal, process.listeners(signal)]));

describe("the shutdown on SIGTERM", () => {
  beforeEach(() => {
    // As npm start runs the server: the drain is this code's, not next start's.
    vi.stubEnv("NEXT_MANUAL_SIG_HANDLE", "true");
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) if (!before[signal]?.includes(listener)) process.off(signal, listener);
    }
    delete (globalThis as { loandeskDrain?: unknown }).loandeskDrain;
  });

  it("exits 0 only once the work in flight and the jobs' running iterations have ended", async () => {
    const request = gate();
    const jobs = gate();
    const stopJobs = vi.fn(() => jobs.closed);
    const exit = vi.fn();
    handleShutdownSignals({ stopJobs, timeoutMs: 5000, exit });
    void trackWork(request.closed);

    process.emit("SIGTERM", "SIGTERM");
    expect(stopJobs).toHaveBeenCalledTimes(1);
    request.open();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(exit).not.toHaveBeenCalled();
    jobs.open();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it("ignores a second SIGTERM, and a SIGINT, while it drains: one drain, one exit 0", async () => {
    const request = gate();
    const stopJobs = vi.fn(async () => undefined);
    const exit = vi.fn();
    handleShutdownSignals({ stopJobs, timeoutMs: 5000, exit });
    void trackWork(request.closed);

    process.emit("SIGTERM", "SIGTERM");
    process.emit("SIGTERM", "SIGTERM");
    process.emit("SIGINT", "SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(exit).not.toHaveBeenCalled();
    request.open();
    await vi.waitFor(() => expect(exit).toHaveBeenCalled());
    expect(stopJobs).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it("exits 1 when the drain outlasts its bound", async () => {
    const exit = vi.fn();
    handleShutdownSignals({ stopJobs: async () => undefined, timeoutMs: 50, exit });
    void trackWork(new Promise(() => undefined));

    process.emit("SIGTERM", "SIGTERM");
    await vi.waitFor(() => expect(exit).toHaveBeenCalled());
    expect(exit.mock.calls).toEqual([[1]]);
  });

  it("exits 0 at once when nothing is in flight", async () => {
    const exit = vi.fn();
    handleShutdownSignals({ stopJobs: async () => undefined, timeoutMs: 5000, exit });
    process.emit("SIGINT", "SIGINT");
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });
});
