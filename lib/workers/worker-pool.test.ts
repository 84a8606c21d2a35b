import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import type { TestResult, TestTask } from "./test-worker.fixture";
import { WorkerPool } from "./worker-pool";

// tsx's require hook lets Node run the TypeScript fixture as the worker; in the built server the bundler does that part.
const testWorker = () => new Worker(new URL("./test-worker.fixture.ts", import.meta.url), { execArgv: ["--require", "tsx/cjs"] });

const pools: WorkerPool<TestTask, TestResult>[] = [];

function pool(size: number, queueLimit: number, createWorker = testWorker): WorkerPool<TestTask, TestResult> {
  const made = new WorkerPool<TestTask, TestResult>({ size, queueLimit, idleMs: 60_000, createWorker });
  pools.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

/** How a task ended: its result, or the error's class and message. */
const outcome = (work: Promise<TestResult>) =>
  work.then(
    (result) => ({ result }),
    (error: Error) => ({ error: error.name, message: error.message }),
  );

describe("the worker pool", { timeout: 20_000 }, () => {
  it("answers each task with its own result, starting waiting tasks in the order they came", async () => {
    const single = pool(1, 10);
    const finished: number[] = [];
    const delays = [40, 0, 20, 0, 5];

    const results = await Promise.all(delays.map((delayMs, id) => single.run({ id, delayMs }).then((result) => (finished.push(id), result))));

    expect(results.map((result) => result.id)).toEqual([0, 1, 2, 3, 4]);
    expect(finished).toEqual([0, 1, 2, 3, 4]);
    const pair = pool(2, 10);
    const ids = Array.from({ length: 8 }, (_, id) => id);
    expect((await Promise.all(ids.map((id) => pair.run({ id, delayMs: (id * 7) % 13 })))).map((result) => result.id)).toEqual(ids);
  });

  it("runs no more tasks at once than it has workers", async () => {
    const pair = pool(2, 10);

    const results = await Promise.all(Array.from({ length: 6 }, (_, id) => pair.run({ id, delayMs: 10 })));

    expect(new Set(results.map((result) => result.threadId)).size).toBe(2);
  });

  it("refuses a task beyond its queue at once with PoolFullError, and takes work again once a worker is free", async () => {
    const single = pool(1, 1);
    const running = single.run({ id: 1, delayMs: 50 });
    const waiting = single.run({ id: 2 });

    expect(await outcome(single.run({ id: 3 }))).toEqual({ error: "PoolFullError", message: "Every worker is busy and 1 tasks already wait" });
    expect((await running).id).toBe(1);
    expect((await waiting).id).toBe(2);
    expect((await single.run({ id: 4 })).id).toBe(4);
  });

  it("fails the task of a worker that dies, and gives the tasks waiting behind it to a new worker", async () => {
    const single = pool(1, 3);
    const first = await single.run({ id: 0 });

    const [crashed, exited, after] = await Promise.all([outcome(single.run({ id: 1, crash: true })), outcome(single.run({ id: 2, exit: true })), outcome(single.run({ id: 3 }))]);

    expect(crashed).toEqual({ error: "WorkerCrashError", message: "The worker failed: crashed on purpose" });
    expect(exited).toEqual({ error: "WorkerCrashError", message: "The worker exited with code 3" });
    expect(after).toEqual({ result: { id: 3, threadId: expect.any(Number) } });
    expect("result" in after && after.result.threadId).not.toBe(first.threadId);
  });

  it("fails a task that throws an AppError with that error's code and details, as thrown in the worker", async () => {
    const refused = await pool(1, 1)
      .run({ id: 1, refuse: true })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "unprintable_text", message: "task 1 refused", details: { field: "name" } });
  });

  it("fails a task that throws on its own, and its worker takes the next", async () => {
    const single = pool(1, 1);

    const [failed, next] = await Promise.all([outcome(single.run({ id: 1, fail: true })), single.run({ id: 2 })]);

    expect(failed).toEqual({ error: "Error", message: "task 1 failed" });
    expect(next.id).toBe(2);
  });

  it("takes an aborted task from the queue, and ends the worker of an aborted running one, which a new worker replaces", async () => {
    const single = pool(1, 1);
    const stuck = new AbortController();
    const impatient = new AbortController();
    const hung = outcome(single.run({ id: 1, hang: true }, { signal: stuck.signal }));
    const waiting = outcome(single.run({ id: 2 }, { signal: impatient.signal }));

    impatient.abort(new Error("the client left"));
    expect(await waiting).toEqual({ error: "Error", message: "the client left" });
    const next = single.run({ id: 3 });
    stuck.abort(new Error("too slow"));

    expect(await hung).toEqual({ error: "Error", message: "too slow" });
    expect((await next).id).toBe(3);
    expect(await outcome(single.run({ id: 4 }, { signal: AbortSignal.abort(new Error("already")) }))).toEqual({ error: "Error", message: "already" });
  });

  it("ends a worker left idle, and starts another for the next task", async () => {
    const retiring = new WorkerPool<TestTask, TestResult>({ size: 1, queueLimit: 1, idleMs: 20, createWorker: testWorker });
    pools.push(retiring);
    const first = await retiring.run({ id: 1 });
    expect(retiring.workers).toBe(1);

    await vi.waitFor(() => expect(retiring.workers).toBe(0));

    const second = await retiring.run({ id: 2 });
    expect(second.threadId).not.toBe(first.threadId);
  });

  it("fails every task, rather than hanging, when its workers cannot start", async () => {
    const broken = pool(1, 2, () => new Worker("throw new Error('no renderer here')", { eval: true }));

    const outcomes = await Promise.all([1, 2, 3].map((id) => outcome(broken.run({ id }))));

    for (const failed of outcomes) expect(failed).toEqual({ error: "WorkerCrashError", message: "The worker failed: no renderer here" });
  });
});
