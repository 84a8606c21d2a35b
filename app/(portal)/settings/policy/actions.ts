"use server";

import { requirePermission } from "@/lib/auth/current-staff";
import { actionResult } from "@/lib/portal/action-result";
import { publishPortalDraft, replayPortalDraft } from "@/lib/portal/portal-policy";
import type { PolicyDraft, PolicyReplayRequest } from "@/lib/policy/policy-config";

export async function replayPolicyDraftAction(request: PolicyReplayRequest) {
  return actionResult(async () => replayPortalDraft({ actor: await requirePermission("administer"), input: request }));
}

export async function publishPolicyDraftAction(draft: PolicyDraft) {
  return actionResult(async () => publishPortalDraft({ actor: await requirePermission("administer"), input: draft }));
}
