import { AppError } from "@/lib/errors/app-error";
import { ARRIVED_DURING_DRAIN_HEADER } from "@/lib/shutdown/track-requests";

/** Long enough for a load balancer to have taken this instance out; a retry then reaches another. */
const RETRY_AFTER_SECONDS = 1;

/**
 * A request that reached an open connection after the shutdown began gets
 * 503 with Retry-After before anything is done for it: the drain finishes
 * what was in flight at the signal, and the client knows this one did
 * nothing, so retrying it is safe.
 */
export function refuseDuringDrain(request: Request): void {
  if (!request.headers.has(ARRIVED_DURING_DRAIN_HEADER)) return;
  throw new AppError("service_unavailable", "This server is shutting down and took no action; retry the request", {
    reason: "shutting_down",
    retry_after_seconds: RETRY_AFTER_SECONDS,
  });
}
