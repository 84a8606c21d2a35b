import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { InFlightLimit } from "./in-flight-limit";

/** Work that finishes, or fails, when the test says so. */
function deferred() {
  const settle: { finish?: () => void; fail?: (error: Error) => void } = {};
  const promise = new Promise<void>((resolve, reject) => {
    settle.finish = resolve;
    settle.fail = reject;
  });
  return { promise, finish: () => settle.finish?.(), fail: (error: Error) => settle.fail?.(error) };
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, details: error.details } : error),
  );

describe("the in-flight limit per API client", () => {
  it("runs up to the limit at once, refuses one more with rate_limited, and takes another once one has finished", async () => {
    const uploads = new InFlightLimit(2, "uploads");
    const first = deferred();
    const second = deferred();
    const running = [uploads.run("acme", () => first.promise), uploads.run("acme", () => second.promise)];

    expect(await refusal(uploads.run("acme", async () => "third"))).toEqual({ code: "rate_limited", details: { retry_after_seconds: 1, limit: 2 } });
    expect(await uploads.run("other", async () => "another client's")).toBe("another client's");

    first.finish();
    await running[0];
    expect(await uploads.run("acme", async () => "after one finished")).toBe("after one finished");
    second.finish();
    await running[1];
  });

  it("frees the slot of work that fails", async () => {
    const uploads = new InFlightLimit(1, "uploads");
    const failing = deferred();
    const run = refusal(uploads.run("acme", () => failing.promise));

    failing.fail(new Error("client went away"));
    await run;

    expect(await uploads.run("acme", async () => "next")).toBe("next");
  });
});

describe("an in-flight slot is a lease", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("that runs out after leaseMs: the slot is taken again, and the work is told to stop", async () => {
    vi.useFakeTimers();
    const uploads = new InFlightLimit(1, "uploads");
    const stuck = deferred();
    let stopped: unknown;
    const running = refusal(
      uploads.run(
        "acme",
        (leaseEnded) => {
          leaseEnded.addEventListener("abort", () => {
            stopped = leaseEnded.reason;
          });
          return stuck.promise;
        },
        { leaseMs: 50 },
      ),
    );
    expect(await refusal(uploads.run("acme", async () => "too soon"))).toMatchObject({ code: "rate_limited" });

    await vi.advanceTimersByTimeAsync(49);
    expect(stopped).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(stopped).toMatchObject({ code: "service_unavailable" });
    expect(await uploads.run("acme", async () => "after the lease")).toBe("after the lease");
    stuck.finish();
    await running;
  });

  it("that ends when the request's signal aborts, even while the work goes on", async () => {
    const uploads = new InFlightLimit(1, "uploads");
    const request = new AbortController();
    const stuck = deferred();
    let workSignal: AbortSignal | undefined;
    const running = uploads.run(
      "acme",
      (leaseEnded) => {
        workSignal = leaseEnded;
        return stuck.promise;
      },
      { signal: request.signal },
    );

    const answered = new Error("answered with 503");
    request.abort(answered);

    expect(workSignal?.reason).toBe(answered);
    expect(await uploads.run("acme", async () => "next")).toBe("next");
    stuck.finish();
    await running;
  });
});
