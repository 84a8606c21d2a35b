import { threadId } from "node:worker_threads";
import { AppError } from "@/lib/errors/app-error";
import { answerTasks } from "./worker-pool";

/** What lib/workers/worker-pool.test.ts asks of a worker. */
export interface TestTask {
  id: number;
  delayMs?: number;
  /** Throws outside the task's promise: the worker dies. */
  crash?: boolean;
  /** Ends the worker's thread as process.exit would. */
  exit?: boolean;
  /** Rejects: the task fails and the worker lives on. */
  fail?: boolean;
  /** Rejects with an AppError, whose code and details the caller gets back. */
  refuse?: boolean;
  /** Never finishes, never yielding its thread, as a render gone wrong would. */
  hang?: boolean;
}

export interface TestResult {
  id: number;
  threadId: number;
}

answerTasks<TestTask, TestResult>(async (task) => {
  if (task.crash) setImmediate(() => { throw new Error("crashed on purpose"); });
  if (task.exit) process.exit(3);
  if (task.fail) throw new Error(`task ${task.id} failed`);
  if (task.refuse) throw new AppError("unprintable_text", `task ${task.id} refused`, { field: "name" });
  if (task.crash) await new Promise(() => undefined);
  // Atomics.wait blocks the thread for good: only terminate() ends it.
  if (task.hang) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  if (task.delayMs) await new Promise((resolve) => setTimeout(resolve, task.delayMs));
  return { id: task.id, threadId };
});
