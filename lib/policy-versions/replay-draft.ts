import "server-only";
import { read } from "@/lib/db/transactions";
import type { DataKeyring } from "@/lib/crypto/data-key";
import { latestEvaluations } from "@/lib/loan-records/policy-evaluations";
import { replay, type ReplayReport } from "@/lib/policy/replay";
import { policyReplayRequestSchema } from "@/lib/policy/policy-config";
import { parseInput } from "@/lib/schemas/parse";
import { configOf, releasedVersion } from "./policy-version-store";

/**
 * Replays a draft over the stored inputs of the latest evaluation of each of
 * the `limit` loans most recently decided, against the version in force read
 * fresh (not this process's copy, which may be seconds old).
 */
export async function replayDraft({ input, keyring }: { input: unknown; keyring?: DataKeyring }): Promise<ReplayReport> {
  const request = parseInput(policyReplayRequestSchema, input);
  const { baseline, evaluations } = await read(async (queries) => ({
    baseline: configOf(await releasedVersion(queries)),
    evaluations: await latestEvaluations(queries, request.limit, keyring),
  }));
  const cases = evaluations.map(({ loanId, partnerId, inputs, version, outcome, rules }) => ({
    leadId: loanId,
    partnerId,
    ...inputs,
    decided: { version, outcome, rules },
  }));
  return replay({ version: `draft of ${request.based_on}`, rules: request.rules }, cases, baseline);
}
