import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { SAMPLE_BORROWER, sampleKfs } from "@/lib/kfs/sample-kfs";
import { SAMPLE_MANDATE } from "@/lib/nach/sample-mandate";
import { WorkerPool } from "@/lib/workers/worker-pool";
import { PDF_RENDERER_VERSION, renderJob, type RenderJob } from "./render-jobs";

const SAMPLES: Record<"kfs" | "mandate_form", RenderJob> = {
  kfs: { kind: "kfs", input: { kfs: sampleKfs(), borrowerName: SAMPLE_BORROWER, lang: "en" } },
  mandate_form: { kind: "mandate_form", input: { nachId: "00000000-0000-4000-8000-000000000001", mandate: SAMPLE_MANDATE } },
};

/**
 * The samples' bytes under each renderer version. A change to what a
 * renderer prints fails this test: raise PDF_RENDERER_VERSION and record
 * the new hashes under it, so clients' copies from before are not declared
 * current by If-None-Match.
 */
const SAMPLE_HASHES: Record<number, Record<keyof typeof SAMPLES, string>> = {
  1: {
    kfs: "c5120b1d0e7831f2bcdad07909c005a7428d9357944e9f5957368a239246162a",
    mandate_form: "815c1bb3a4036d29ac10e691d494487de61d3000580404deb51de00f4a1341f4",
  },
  // Contract v3's KFS rows: kfs_id and version, what is paid at disbursal and released later, Part 2 as configured.
  2: {
    kfs: "78e0fcf5bc637af901a432fc54641e89f99ea6b970c8838bd264484547daceca",
    mandate_form: "815c1bb3a4036d29ac10e691d494487de61d3000580404deb51de00f4a1341f4",
  },
  // Part 2 states the cooling-off exit's figures in the words of contract v3 section 12.
  3: {
    kfs: "014abadf5e3c7d0ad084ebdd88dc2456b778d604aa38bf8b2641b0769d628db4",
    mandate_form: "815c1bb3a4036d29ac10e691d494487de61d3000580404deb51de00f4a1341f4",
  },
  // Issue 28: every run shaped by HarfBuzz and drawn by glyph id; fonts embedded by lib/pdf/glyph-font.ts.
  4: {
    kfs: "4a7eb999bb76e677a6ed91c4593f25d20dce13df5b6854976fb4fa4a9a73a110",
    mandate_form: "7c50af4a0d99ebf6d034d5527c42c86500f50c4331655151c57a43ec7665a21e",
  },
  // Issue 28: the form's six account-type boxes and its amount line saying "Rupees" once.
  5: {
    kfs: "4a7eb999bb76e677a6ed91c4593f25d20dce13df5b6854976fb4fa4a9a73a110",
    mandate_form: "b94e0a5066324cf02df521a8205f62de00abbd4ef639ce6c80378bb9c4dc708a",
  },
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

// tsx's require hook lets Node run the TypeScript worker module; in the built server the bundler does that part.
const workers = new WorkerPool<RenderJob, Uint8Array>({
  size: 1,
  queueLimit: 2,
  idleMs: 60_000,
  createWorker: () => new Worker(new URL("./render-worker.ts", import.meta.url), { execArgv: ["--require", "tsx/cjs"] }),
});
afterAll(() => workers.close());

// Rendering takes seconds on a busy machine, and the worker starts its own copy of pdf-lib and the fonts.
describe("the PDF renderers", { timeout: 60_000 }, () => {
  it("print the samples as recorded for this renderer version", async () => {
    const hashes = { kfs: sha256(await renderJob(SAMPLES.kfs)), mandate_form: sha256(await renderJob(SAMPLES.mandate_form)) };

    expect(hashes).toEqual(SAMPLE_HASHES[PDF_RENDERER_VERSION]);
  });

  // The recorded hashes are the in-process bytes (the test above), so they are not rendered again here.
  it("give the same bytes on a render worker as in process", async () => {
    const [kfs, form] = await Promise.all([workers.run(SAMPLES.kfs), workers.run(SAMPLES.mandate_form)]);

    expect({ kfs: sha256(kfs), mandate_form: sha256(form) }).toEqual(SAMPLE_HASHES[PDF_RENDERER_VERSION]);
  });
});
