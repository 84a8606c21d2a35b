import "server-only";
import { isDeepStrictEqual } from "node:util";
import { lockKey } from "@/lib/db/locks";
import { write } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";
import { POLICY } from "@/lib/policy/config";
import { policyDraftSchema } from "@/lib/policy/policy-config";
import { parseInput } from "@/lib/schemas/parse";
import { forgetReleasedPolicy } from "./released-policy";
import { insertPolicyVersion, publishedCount, releasedVersion, type PolicyVersion } from "./policy-version-store";
import { draftVersionTag } from "./version-tag";

// Publishers take turns, so two drafts never get one number or both pass the based-on check.
const PUBLISH_LOCK = "policy-version-publish";

/**
 * Makes a draft the version in force from the next decision on, kept with
 * who published it and when. The draft must have been started from the
 * version in force (another administrator may have published since: 412
 * `precondition_failed`) and must change a threshold (a version that
 * changes nothing would only make two tags for one policy).
 */
export async function publishPolicy({ input, publishedById, now = new Date() }: { input: unknown; publishedById: string; now?: Date }): Promise<PolicyVersion> {
  const draft = parseInput(policyDraftSchema, input);
  const published = await write(async (queries) => {
    await lockKey(queries, PUBLISH_LOCK);
    const current = await releasedVersion(queries);
    if (draft.based_on !== current.version) {
      throw new AppError("precondition_failed", `Version ${current.version} was published after this draft was started from ${draft.based_on}; start the draft again from it`, {
        current_version: current.version,
      });
    }
    if (isDeepStrictEqual(draft.rules, current.rules)) {
      throw new AppError("validation_error", `The draft has the thresholds of version ${current.version}; change one to publish it`, { fields: [] });
    }
    const version = draftVersionTag(POLICY.version, (await publishedCount(queries, POLICY.version)) + 1);
    const row = { id: newId(), version, release: POLICY.version, rules: JSON.stringify(draft.rules), basedOn: current.version, publishedById, publishedAt: now };
    await insertPolicyVersion(queries, row);
    return { ...row, rules: draft.rules };
  });
  forgetReleasedPolicy();
  return published;
}
