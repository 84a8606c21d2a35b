// A PDF render worker's thread (started by lib/pdf/pdf-renderer.ts): each
// job is rendered here, its bytes moved, not copied, to the event loop.
import { answerTasks } from "@/lib/workers/worker-pool";
import { renderJob, type RenderJob } from "./render-jobs";

answerTasks<RenderJob, Uint8Array>(renderJob, (pdf) => [pdf.buffer as ArrayBuffer]);
