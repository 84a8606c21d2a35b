import "server-only";
import { takePortalAction } from "@/lib/auth/action-limits";
import { currentStaff } from "@/lib/auth/current-staff";
import { AppError } from "@/lib/errors/app-error";
import { readMultipartForm } from "@/lib/http/read-multipart";
import { errorBody, errorResponse, jsonResponse, successBody, toAppError } from "@/lib/http/respond";
import { withSecurityHeaders } from "@/lib/http/security-headers";
import { logger } from "@/lib/log/logger";
import type { StaffActor } from "@/lib/codes/roles";

export interface StaffUpload {
  bytes: Uint8Array;
  fields: Record<string, string>;
}

/**
 * The host the browser addressed, as a proxy in front passes it on. A
 * server action checks its caller the same way; this route is not one, since
 * a server action's body is capped at 1 MB and a file past the cap would
 * get Next's error instead of the portal's own answer.
 */
const addressedHost = (request: Request) => request.headers.get("x-forwarded-host") ?? request.headers.get("host");

function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  let host: string | null = null;
  try {
    host = origin ? new URL(origin).host : null;
  } catch {
    host = null;
  }
  if (host === null || host !== addressedHost(request)) throw new AppError("forbidden", "The upload must come from the portal's own page");
}

/**
 * A portal upload: the signed-in staff member's one file (multipart, in the
 * field `field`, at most `maxBytes`) and its text `fields`, handed to
 * `accept`; the answer in the API's envelope, so the page shows the same
 * messages the API gives. Only the portal's own pages may post here, within
 * the staff member's action allowance.
 */
export function staffUploadRoute<T>(
  { field, fields, maxBytes, tooLarge }: { field: string; fields: readonly string[]; maxBytes: number; tooLarge: string },
  accept: (actor: StaffActor, upload: StaffUpload) => Promise<T>,
) {
  return async (request: Request): Promise<Response> => {
    try {
      assertSameOrigin(request);
      const actor = await currentStaff();
      if (!actor) throw new AppError("unauthorized", "Your session has ended; sign in again");
      await takePortalAction(actor.userId);
      const form = await readMultipartForm(request, { file: field, fields, maxFileBytes: maxBytes }).catch((error: unknown) => {
        throw error instanceof AppError && error.code === "payload_too_large" ? new AppError("payload_too_large", tooLarge, error.details) : error;
      });
      if (!form.file) throw new AppError("validation_error", "Choose a file to upload", { fields: [{ path: field, message: "is required" }] });
      return withSecurityHeaders(jsonResponse(201, successBody(await accept(actor, { bytes: form.file, fields: form.fields })), { "cache-control": "no-store" }));
    } catch (error) {
      const { appError, internal } = toAppError(error);
      if (internal) logger.error({ err: error }, "portal upload failed");
      // Without the API's WWW-Authenticate: a browser would answer it with its own sign-in prompt.
      const response =
        appError.code === "unauthorized"
          ? jsonResponse(appError.status, errorBody(appError.code, appError.message, appError.details), { "cache-control": "no-store" })
          : errorResponse(appError, { "cache-control": "no-store" });
      return withSecurityHeaders(response);
    }
  };
}
