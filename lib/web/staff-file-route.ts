import "server-only";
import { currentStaff } from "@/lib/auth/current-staff";
import { AppError } from "@/lib/errors/app-error";
import { limitDownloads } from "@/lib/http/download-limit";
import { retryAfterOf } from "@/lib/http/respond";
import { SAME_ORIGIN_FRAME_POLICY, withSecurityHeaders } from "@/lib/http/security-headers";
import { logger } from "@/lib/log/logger";
import type { StaffActor } from "@/lib/codes/roles";
import type { PortalFile } from "@/lib/portal/portal-nach-files";
import { portalUserActor } from "@/lib/actors/recorded-actor";

type FileParams = Record<string, string>;

const text = (status: number, message: string, retryAfter?: string) =>
  withSecurityHeaders(
    new Response(message, {
      status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...(retryAfter === undefined ? {} : { "retry-after": retryAfter }) },
    }),
  );

/**
 * A portal download: the signed-in staff member's file, or a plain answer a
 * browser can show. Out-of-scope files are 404 so they cannot be told apart
 * from missing ones, as in the API. With `?view=inline` the file is shown
 * rather than saved, and only the portal's own pages may frame it. Each
 * staff member has as many downloads in flight as an API client (429 past
 * them), and a busy renderer answers 503; both say when to retry.
 */
export function staffFileRoute(produce: (actor: StaffActor, params: FileParams, query: URLSearchParams) => Promise<PortalFile>) {
  return async (request: Request, context: { params: Promise<FileParams> }): Promise<Response> => {
    const query = new URL(request.url).searchParams;
    const inline = query.get("view") === "inline";
    const actor = await currentStaff();
    if (!actor) return text(401, "Sign in to the portal to download this file.");
    try {
      const file = await limitDownloads(portalUserActor(actor), async () => produce(actor, await context.params, query));
      return withSecurityHeaders(
        new Response(Buffer.from(file.bytes), {
          status: 200,
          headers: {
            "content-type": file.contentType,
            "content-disposition": `${inline ? "inline" : "attachment"}; filename="${file.fileName}"`,
            // Signed mandates carry customers' details: never keep them in a shared cache.
            "cache-control": "private, no-store",
          },
        }),
        inline ? SAME_ORIGIN_FRAME_POLICY : undefined,
      );
    } catch (error) {
      if (error instanceof AppError) return text(error.status, error.message, retryAfterOf(error));
      logger.error({ err: error }, "portal download failed");
      return text(500, "Something went wrong; try again.");
    }
  };
}
