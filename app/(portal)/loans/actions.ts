"use server";

import { requireSignedIn } from "@/lib/auth/current-staff";
import { actionResult } from "@/lib/portal/action-result";
import { listPortalLoans, type PortalLoanQuery } from "@/lib/portal/portal-loan-list";

export async function listLoansAction(query: PortalLoanQuery) {
  return actionResult(async () => listPortalLoans({ actor: await requireSignedIn(), query }));
}
