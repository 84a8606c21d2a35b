import { Worker } from "node:worker_threads";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/errors/app-error";
import { PoolFullError, WorkerPool } from "@/lib/workers/worker-pool";
import { renderJob, type RenderJob } from "./render-jobs";

// Kept on globalThis: Next may load this module in more than one bundle, and they must share one pool.
const globalForRenderers = globalThis as unknown as { loandeskPdfRenderers?: WorkerPool<RenderJob, Uint8Array> };

function renderers(): WorkerPool<RenderJob, Uint8Array> {
  const { PDF_RENDER_WORKERS, PDF_RENDER_QUEUE } = env();
  globalForRenderers.loandeskPdfRenderers ??= new WorkerPool({
    size: PDF_RENDER_WORKERS,
    queueLimit: PDF_RENDER_QUEUE,
    // A worker holds tens of MiB (pdf-lib, the fonts, its heap): it is not kept for a PDF an hour.
    idleMs: 60_000,
    // Turbopack bundles a worker's module, with everything it imports, only
    // when it sees the worker constructed in exactly this form.
    createWorker: () => new Worker(new URL("./render-worker.ts", import.meta.url)),
  });
  return globalForRenderers.loandeskPdfRenderers;
}

/**
 * Renders on a worker thread, so the event loop goes on answering other
 * requests. When every worker is busy and PDF_RENDER_QUEUE renders already
 * wait: 503 service_unavailable with Retry-After, at once. A render still
 * running when its request times out is ended, with its worker.
 *
 * Only the built server has the worker's module as JavaScript (the bundler
 * writes it); unit tests and scripts run the TypeScript sources, and render
 * on their own thread.
 */
export async function renderPdf(job: RenderJob): Promise<Uint8Array> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return renderJob(job);
  const { REQUEST_TIMEOUT_MS, PDF_RENDER_RETRY_AFTER_SECONDS } = env();
  try {
    return await renderers().run(job, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof PoolFullError) {
      throw new AppError("service_unavailable", `Every PDF renderer is busy; retry in ${PDF_RENDER_RETRY_AFTER_SECONDS} seconds`, {
        retry_after_seconds: PDF_RENDER_RETRY_AFTER_SECONDS,
      });
    }
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new AppError("service_unavailable", "The PDF took too long to render; retry shortly", { timeout_ms: REQUEST_TIMEOUT_MS });
    }
    throw error;
  }
}
