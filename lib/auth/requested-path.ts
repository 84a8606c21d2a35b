import { safeCallbackPath } from "./safe-callback-url";

/** Set by proxy.ts on every page request (replacing whatever the client sent): the path and query asked for. */
export const REQUESTED_PATH_HEADER = "x-loandesk-requested-path";

/** The login page's address for a signed-out visitor who asked for `requested`, bringing them back there after sign-in. */
export function loginUrlFor(requested: string | null): string {
  const path = safeCallbackPath(requested);
  return path === "/" ? "/login" : `/login?${new URLSearchParams({ callbackUrl: path }).toString()}`;
}
