"use server";

import { requirePermission } from "@/lib/auth/current-staff";
import { actionResult } from "@/lib/portal/action-result";
import {
  createPortalPartner,
  createPortalStaffUser,
  disablePortalStaffUser,
  rotatePortalClientSecret,
  unlockPortalStaffUser,
} from "@/lib/portal/portal-settings";
import type { PartnerCreate } from "@/lib/schemas/partner";
import type { StaffUserCreate } from "@/lib/schemas/staff";

export async function createPartnerAction(input: PartnerCreate) {
  return actionResult(async () => createPortalPartner({ actor: await requirePermission("administer"), input }));
}

export async function rotateClientSecretAction(clientId: string) {
  return actionResult(async () => rotatePortalClientSecret({ actor: await requirePermission("administer"), clientId }));
}

export async function createStaffUserAction(input: StaffUserCreate) {
  return actionResult(async () => createPortalStaffUser({ actor: await requirePermission("administer"), input }));
}

export async function disableStaffUserAction(userId: string) {
  return actionResult(async () => disablePortalStaffUser({ actor: await requirePermission("administer"), userId }));
}

export async function unlockStaffUserAction(userId: string) {
  return actionResult(async () => unlockPortalStaffUser({ actor: await requirePermission("administer"), userId }));
}
