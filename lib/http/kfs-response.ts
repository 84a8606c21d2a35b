import type { KeyFacts } from "@/lib/kfs/get-kfs";
import { contentEtagOf } from "@/lib/kfs/kfs-versions";
import { matchesIfNoneMatch } from "@/lib/pdf/etag";
import { okJsonText } from "./respond";

/**
 * A KFS version as JSON: its content's text exactly as stored, with
 * `accepted` added beside it, and an ETag of the content alone (contract v3
 * section 12); 304 when If-None-Match names it.
 */
export function kfsJsonResponse({ contentText, accepted }: KeyFacts, request: Request): Response {
  const etag = contentEtagOf(contentText);
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: { etag } });
  return okJsonText(`${contentText.slice(0, -1)},"accepted":${JSON.stringify(accepted)}}`, { etag });
}
