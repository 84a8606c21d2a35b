"use server";

import { requirePermission } from "@/lib/auth/current-staff";
import { updateLoan } from "@/lib/loans/update-loan";
import { actionResult } from "@/lib/portal/action-result";
import { actingPartnerId } from "@/lib/codes/roles";
import { portalUserActor } from "@/lib/actors/recorded-actor";

/** The loan page's edit: a PATCH of the changed fields, conditional on the version the page showed; updateLoan validates it. */
export async function updateLoanAction({ leadId, patch, etag }: { leadId: string; patch: Record<string, unknown>; etag: string }) {
  return actionResult(async () => {
    const actor = await requirePermission("editLoans");
    const { result, etag: newEtag } = await updateLoan({ partnerId: actingPartnerId(actor), leadId, input: patch, mode: "patch", ifMatch: etag, actor: portalUserActor(actor) });
    return { ...result, etag: newEtag };
  });
}
