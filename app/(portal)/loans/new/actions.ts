"use server";

import { requirePermission } from "@/lib/auth/current-staff";
import { bookLoan } from "@/lib/loans/book-loan";
import { actionResult } from "@/lib/portal/action-result";
import type { BookingInput } from "@/lib/schemas/loan";
import { actingPartnerId } from "@/lib/codes/roles";
import { portalUserActor } from "@/lib/actors/recorded-actor";

/** The wizard's booking: the same bookLoan, and so the same validation and policy, as the API's. */
export async function bookLoanAction(input: BookingInput) {
  return actionResult(async () => {
    const actor = await requirePermission("editLoans");
    return bookLoan({ partnerId: actingPartnerId(actor), input, actor: portalUserActor(actor) });
  });
}
