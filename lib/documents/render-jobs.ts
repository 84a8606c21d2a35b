import { renderKfsPdf } from "./kfs-pdf";
import { renderMandateForm } from "./mandate-form-pdf";

/**
 * Raised whenever a renderer's output changes for the same input (layout,
 * wording, fonts, pdf-lib): an ETag names a document's input and this
 * version, so a copy a client holds from an older renderer is not declared
 * current. render-jobs.test.ts holds it to the samples' bytes.
 */
export const PDF_RENDERER_VERSION = 5;

/** A PDF the service renders, as the input its renderer takes: everything the document prints. */
export type RenderJob =
  | { kind: "kfs"; input: Parameters<typeof renderKfsPdf>[0] }
  | { kind: "mandate_form"; input: Parameters<typeof renderMandateForm>[0] };

/** Renders on the calling thread: what a render worker runs, and what scripts and unit tests may call. */
export function renderJob(job: RenderJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "kfs":
      return renderKfsPdf(job.input);
    case "mandate_form":
      return renderMandateForm(job.input);
  }
}
