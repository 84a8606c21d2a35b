import "server-only";
import { read } from "@/lib/db/transactions";
import { rejectionReason } from "@/lib/policy/evaluate-policy";
import { rulesFor } from "@/lib/policy/partner-view";
import type { LoanHistory } from "@/lib/schemas/loan-history";
import { policyEvaluatedEventSchema } from "@/lib/schemas/policy";
import { getPartnerLoan } from "@/lib/loan-records/find-loan";
import { historyActor, staffNamed } from "./history-actor";
import { loanEvents, type LoanEventRecord } from "@/lib/loan-records/loan-events";

/**
 * Kept for the lender's operations (lib/loan-records/exposure-probes.ts): each
 * refusal was already given to the partner as its answer, and the record
 * of them is how the lender watches for probing.
 */
const LENDER_ONLY_EVENTS: ReadonlySet<string> = new Set(["exposure_refused"]);

/**
 * An evaluation as the read shows it to partners (contract v3 section 5):
 * the exposure rule without figures, the reason worded again from the rules
 * so that one stored with figures shows none. An older event, which kept
 * only the failed codes, holds no figures.
 */
function partnerData(event: LoanEventRecord): Record<string, unknown> {
  if (event.type !== "policy_evaluated") return event.data;
  const evaluation = policyEvaluatedEventSchema.safeParse(event.data);
  if (!evaluation.success) return event.data;
  const { rules, version } = evaluation.data;
  return { ...evaluation.data, rules: rulesFor("partner", rules), rejection_reason: rejectionReason(version, rules) };
}

/** GET /history/: the loan's events, oldest first, as its partner may see them. Another partner's loan is not found. */
export async function getLoanHistory({ partnerId, leadId }: { partnerId: string; leadId: string }): Promise<LoanHistory> {
  return read(async (queries) => {
    const record = await getPartnerLoan(queries, partnerId, leadId);
    const events = (await loanEvents(queries, record.id)).filter((event) => !LENDER_ONLY_EVENTS.has(event.type));
    const staff = await staffNamed(queries, events.map((event) => event.actor));
    return {
      lead_id: record.id,
      events: events.map((event) => ({ type: event.type, at: event.at, actor: historyActor(event.actor, staff), data: partnerData(event) })),
    };
  });
}
