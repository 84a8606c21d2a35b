import { parentPort, type TransferListItem, type Worker } from "node:worker_threads";
import { AppError, type ErrorCode, type ErrorDetails } from "@/lib/errors/app-error";

/**
 * Every worker is busy and the queue is full. The caller refuses the work
 * there and then: a longer queue would only answer it later than the client
 * waits.
 */
export class PoolFullError extends Error {
  constructor(readonly queueLimit: number) {
    super(`Every worker is busy and ${queueLimit} tasks already wait`);
    this.name = "PoolFullError";
  }
}

/** The worker died with the task in hand (an uncaught error, out of memory, an exit). */
export class WorkerCrashError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "WorkerCrashError";
  }
}

/** A worker's answer to one task (answerTasks); an AppError keeps its code and details, so the request gets its answer, not a 500. */
type Answer<R> = { ok: true; value: R } | { ok: false; message: string; appError?: { code: ErrorCode; details: ErrorDetails } };

interface Job<T, R> {
  task: T;
  resolve: (value: R) => void;
  reject: (reason: unknown) => void;
  /** Stops listening for the caller's abort once the job is settled. */
  detach: () => void;
}

interface Thread<T, R> {
  worker: Worker;
  job: Job<T, R> | null;
  /** Ends the worker once it has been idle for idleMs. */
  retirement?: NodeJS.Timeout;
}

export interface WorkerPoolOptions {
  /** Workers at most, started when work first needs them. */
  size: number;
  /** Tasks that may wait for a worker; one more is refused with PoolFullError. */
  queueLimit: number;
  /** A worker idle this long is ended, giving back its memory; the next task starts another. */
  idleMs: number;
  createWorker: () => Worker;
}

/**
 * A fixed number of worker threads, one task each at a time, taking waiting
 * tasks in the order they came. A worker that dies fails only the task it
 * held and is replaced; piscina would do the rest, but it constructs its
 * workers itself, and a bundler only bundles a worker it sees constructed
 * (see lib/documents/pdf-renderer.ts).
 */
export class WorkerPool<T, R> {
  private readonly threads = new Set<Thread<T, R>>();
  private readonly queue: Job<T, R>[] = [];

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Workers alive now, busy or idle. */
  get workers(): number {
    return this.threads.size;
  }

  /**
   * The task's result. An abort of `signal` while the task waits takes it
   * from the queue; while it runs, it ends the worker (work in hand cannot be
   * interrupted any other way), so a task that never finishes holds no
   * worker beyond its caller's patience.
   */
  run(task: T, { signal }: { signal?: AbortSignal } = {}): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const thread = this.freeThread();
      if (!thread && this.queue.length >= this.options.queueLimit) return reject(new PoolFullError(this.options.queueLimit));
      const job: Job<T, R> = { task, resolve, reject, detach: () => undefined };
      if (signal) {
        const onAbort = () => this.abort(job, signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        job.detach = () => signal.removeEventListener("abort", onAbort);
      }
      if (thread) this.start(thread, job);
      else this.queue.push(job);
    });
  }

  /** Ends every worker and refuses every waiting task. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) this.settle(job, () => job.reject(new Error("The pool was closed")));
    const threads = [...this.threads];
    this.threads.clear();
    for (const thread of threads) {
      clearTimeout(thread.retirement);
      this.failJob(thread, new Error("The pool was closed"));
    }
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  /** An idle worker, or a new one while the pool has fewer than its size. */
  private freeThread(): Thread<T, R> | undefined {
    for (const thread of this.threads) if (thread.job === null) return thread;
    return this.threads.size < this.options.size ? this.spawn() : undefined;
  }

  private spawn(): Thread<T, R> {
    const thread: Thread<T, R> = { worker: this.options.createWorker(), job: null };
    this.threads.add(thread);
    thread.worker.on("message", (answer: Answer<R>) => this.answered(thread, answer));
    thread.worker.on("messageerror", (error) => this.answered(thread, { ok: false, message: `The worker's answer could not be read: ${error.message}` }));
    thread.worker.on("error", (error) => this.lose(thread, new WorkerCrashError(`The worker failed: ${error.message}`, { cause: error })));
    thread.worker.on("exit", (code) => this.lose(thread, new WorkerCrashError(`The worker exited with code ${code}`)));
    // An idle worker does not keep the process alive; one with a task does (start).
    thread.worker.unref();
    return thread;
  }

  private start(thread: Thread<T, R>, job: Job<T, R>): void {
    clearTimeout(thread.retirement);
    thread.job = job;
    thread.worker.ref();
    thread.worker.postMessage(job.task);
  }

  private settle(job: Job<T, R>, outcome: () => void): void {
    job.detach();
    outcome();
  }

  private answered(thread: Thread<T, R>, answer: Answer<R>): void {
    const job = thread.job;
    if (!job) return;
    thread.job = null;
    thread.worker.unref();
    this.settle(job, () => (answer.ok ? job.resolve(answer.value) : job.reject(failure(answer))));
    this.startWaiting();
    if (thread.job === null) thread.retirement = setTimeout(() => this.retire(thread), this.options.idleMs).unref();
  }

  private retire(thread: Thread<T, R>): void {
    if (thread.job !== null || !this.threads.delete(thread)) return;
    void thread.worker.terminate();
  }

  private failJob(thread: Thread<T, R>, reason: unknown): void {
    const job = thread.job;
    if (!job) return;
    thread.job = null;
    this.settle(job, () => job.reject(reason));
  }

  /** A worker that failed or exited: its task fails, and it is never given another; a new worker takes its place when work waits. */
  private lose(thread: Thread<T, R>, error: WorkerCrashError): void {
    clearTimeout(thread.retirement);
    this.threads.delete(thread);
    this.failJob(thread, error);
    this.startWaiting();
  }

  private abort(job: Job<T, R>, reason: unknown): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      this.settle(job, () => job.reject(reason));
      return;
    }
    const thread = [...this.threads].find((candidate) => candidate.job === job);
    if (!thread) return;
    this.threads.delete(thread);
    this.failJob(thread, reason);
    void thread.worker.terminate();
    this.startWaiting();
  }

  /** Hands waiting tasks, oldest first, to free workers. */
  private startWaiting(): void {
    while (this.queue.length > 0) {
      let thread: Thread<T, R> | undefined;
      try {
        thread = this.freeThread();
      } catch (error) {
        // No worker could be made: the oldest task fails rather than wait for one.
        const job = this.queue.shift();
        if (job) this.settle(job, () => job.reject(error));
        continue;
      }
      const job = thread && this.queue.shift();
      if (!thread || !job) return;
      this.start(thread, job);
    }
  }
}

function failure({ message, appError }: { message: string; appError?: { code: ErrorCode; details: ErrorDetails } }): Error {
  return appError ? new AppError(appError.code, message, appError.details) : new Error(message);
}

function failedAnswer(error: unknown): Answer<never> {
  if (error instanceof AppError) return { ok: false, message: error.message, appError: { code: error.code, details: error.details } };
  return { ok: false, message: error instanceof Error ? error.message : String(error) };
}

/**
 * Inside a worker: answers each task the pool posts with `handle`'s result.
 * A task that throws is answered with its message (an AppError's code and
 * details too), and the worker takes the next one. `transfer` names the
 * result's buffers to move rather than copy.
 */
export function answerTasks<T, R>(handle: (task: T) => Promise<R>, transfer: (value: R) => TransferListItem[] = () => []): void {
  const port = parentPort;
  if (!port) throw new Error("answerTasks runs only inside a worker thread");
  port.on("message", (task: T) => {
    handle(task).then(
      (value) => port.postMessage({ ok: true, value } satisfies Answer<R>, transfer(value)),
      (error: unknown) => port.postMessage(failedAnswer(error)),
    );
  });
}
