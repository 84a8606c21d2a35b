import { LRUCache } from "lru-cache";
import { env } from "@/lib/config/env";
import { contentEtag, matchesIfNoneMatch } from "@/lib/pdf/etag";
import { renderPdf } from "./pdf-renderer";
import { PDF_RENDERER_VERSION, type RenderJob } from "./render-jobs";

// The context is wrapped: lru-cache's types would split a union context into one overload per member.
type RenderedPdfs = LRUCache<string, Uint8Array, { job: RenderJob }>;

// Kept on globalThis, as the renderers are (lib/documents/pdf-renderer.ts); null when PDF_CACHE_MB is 0.
const globalForPdfs = globalThis as unknown as { loandeskRenderedPdfs?: RenderedPdfs | null };

function renderedPdfs(): RenderedPdfs | null {
  if (globalForPdfs.loandeskRenderedPdfs === undefined) {
    const maxSize = Math.floor(env().PDF_CACHE_MB * 1024 * 1024);
    globalForPdfs.loandeskRenderedPdfs =
      maxSize === 0
        ? null
        : new LRUCache<string, Uint8Array, { job: RenderJob }>({
            maxSize,
            sizeCalculation: (pdf) => pdf.byteLength,
            fetchMethod: (_etag, _stale, { context }) => renderPdf(context.job),
          });
  }
  return globalForPdfs.loandeskRenderedPdfs;
}

/**
 * A PDF known by what it is rendered from. Its ETag names the renderer's
 * input and version, so it is known, and If-None-Match answered, without
 * rendering; the renderers print nothing but their input, so equal ETags
 * mean equal bytes.
 */
export class PdfDocument {
  readonly etag: string;

  /** `immutable`: the input can never change (a mandate's snapshot, a frozen statement), so its bytes may be kept. */
  constructor(
    private readonly job: RenderJob,
    private readonly immutable: boolean,
  ) {
    this.etag = contentEtag([PDF_RENDERER_VERSION, job]);
  }

  /** Whether an If-None-Match header names this document. */
  isNamedBy(ifNoneMatch: string | null): boolean {
    return matchesIfNoneMatch(ifNoneMatch, this.etag);
  }

  /**
   * The bytes. Those of an immutable document come from memory once rendered,
   * and requests for it that arrive together share one render; any other is
   * rendered for each request.
   */
  async bytes(): Promise<Uint8Array> {
    const cache = this.immutable ? renderedPdfs() : null;
    if (!cache) return renderPdf(this.job);
    const pdf = await cache.fetch(this.etag, { context: { job: this.job } });
    // fetch answers undefined only when aborted, and nothing aborts it.
    if (!pdf) throw new Error(`The PDF ${this.etag} was not rendered`);
    return pdf;
  }
}
