"use server";

import { requireSignedIn } from "@/lib/auth/current-staff";
import { actionResult } from "@/lib/portal/action-result";
import { tapeProgressFor, type PortalTapeQuery } from "@/lib/portal/portal-loan-tapes";

export async function tapeProgressAction(query: PortalTapeQuery) {
  return actionResult(async () => tapeProgressFor(await requireSignedIn(), query));
}
