import "server-only";
import { currentStaff } from "@/lib/auth/current-staff";
import { AppError, type FieldIssue } from "@/lib/errors/app-error";
import type { ExportFile } from "@/lib/export/portal-exports";
import { retryAfterOf } from "@/lib/http/respond";
import { withSecurityHeaders } from "@/lib/http/security-headers";
import { logger } from "@/lib/log/logger";
import type { StaffActor } from "@/lib/codes/roles";

const text = (status: number, message: string, retryAfter?: string) =>
  withSecurityHeaders(
    new Response(message, {
      status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...(retryAfter === undefined ? {} : { "retry-after": retryAfter }) },
    }),
  );

/**
 * A portal export: the signed-in staff member's list as a file streamed
 * while it is read, or a plain answer a browser can show (a bad filter is
 * 400 with what is wrong, before any row is read).
 */
export function staffExportRoute(produce: (actor: StaffActor, query: URLSearchParams) => ExportFile) {
  return async (request: Request): Promise<Response> => {
    const actor = await currentStaff();
    if (!actor) return text(401, "Sign in to the portal to download this file.");
    try {
      const file = produce(actor, new URL(request.url).searchParams);
      return withSecurityHeaders(
        new Response(file.stream, {
          status: 200,
          headers: {
            "content-type": file.contentType,
            "content-disposition": `attachment; filename="${file.fileName}"`,
            // Lists of borrowers: never kept in a shared cache.
            "cache-control": "private, no-store",
          },
        }),
      );
    } catch (error) {
      if (error instanceof AppError) return text(error.status, problemText(error), retryAfterOf(error));
      logger.error({ err: error }, "portal export failed");
      return text(500, "Something went wrong; try again.");
    }
  };
}

/** The error and each refused parameter, as the page lists them: "Invalid filter: booked_to must be a real date as YYYY-MM-DD". */
function problemText(error: AppError): string {
  const fields = Array.isArray(error.details.fields) ? (error.details.fields as FieldIssue[]) : [];
  return fields.length === 0 ? error.message : `${error.message}: ${fields.map((field) => `${field.path} ${field.message}`).join("; ")}`;
}
