// A PDF render worker's thread (started by lib/documents/pdf-renderer.ts): each
// job is rendered here, its bytes moved, not copied, to the event loop.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { answerTasks } from "@/lib/workers/worker-pool";
import { renderJob, type RenderJob } from "./render-jobs";

/*
 * A render may take a core for a second; the event loop must win that core
 * whenever it has a request to answer. On Linux, setpriority on a thread's
 * own id lowers that thread alone; elsewhere the worker keeps the process's
 * priority.
 */
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
  setPriority(threadId, 10);
} catch {
  // No /proc/thread-self: not Linux.
}

answerTasks<RenderJob, Uint8Array>(renderJob, (pdf) => [pdf.buffer as ArrayBuffer]);
