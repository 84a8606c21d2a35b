import { describe, expect, it } from "vitest";
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
