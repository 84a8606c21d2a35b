"use server";

import { requirePermission, requireSignedIn } from "@/lib/auth/current-staff";
import { clearDisbursalHold } from "@/lib/nach/clear-disbursal-hold";
import { recordBankResponse } from "@/lib/nach/record-bank-response";
import { actionResult } from "@/lib/portal/action-result";
import { getPortalMandate, listPortalMandates, type PortalMandateQuery } from "@/lib/portal/portal-mandates";
import type { BankResponse, DisbursalHoldClearanceInput } from "@/lib/schemas/nach";
import { portalUserActor } from "@/lib/actors/recorded-actor";

export async function listMandatesAction(query: PortalMandateQuery) {
  return actionResult(async () => listPortalMandates({ actor: await requireSignedIn(), query }));
}

export async function mandateAction(nachId: string) {
  return actionResult(async () => getPortalMandate({ actor: await requireSignedIn(), nachId }));
}

export async function recordBankResponseAction(nachId: string, response: BankResponse) {
  return actionResult(async () => {
    const actor = await requirePermission("recordBankResponse");
    return recordBankResponse({ nachId, partnerId: actor.partnerId ?? undefined, input: response, actor: portalUserActor(actor) });
  });
}

export async function clearDisbursalHoldAction(nachId: string, input: DisbursalHoldClearanceInput) {
  return actionResult(async () => {
    const actor = await requirePermission("clearDisbursalHolds");
    return clearDisbursalHold({ nachId, input, actor: portalUserActor(actor) });
  });
}
