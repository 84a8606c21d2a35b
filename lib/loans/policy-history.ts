import { z } from "zod";
import { loanStatusSchema } from "@/lib/schemas/loan-status";
import { rulesFor, type RuleAudience } from "@/lib/policy/partner-view";
import { policyEvaluatedEventSchema, type PolicyEvaluatedEvent, type PolicyRuleView } from "@/lib/schemas/policy";

/**
 * What `policy_evaluated` events held before they kept the whole evaluation.
 * Such events were written at booking only: updates did not run the policy.
 */
const legacyEventSchema = z.object({ version: z.string(), outcome: loanStatusSchema, failed: z.array(z.string()) });

/** One evaluation of a loan, as its history shows it. */
export interface PolicyHistoryEntry {
  id: string;
  at: string;
  trigger: PolicyEvaluatedEvent["trigger"];
  version: string;
  outcome: PolicyEvaluatedEvent["outcome"];
  failed: string[];
  /** Every rule's result; null for an older event that kept only the failed codes. */
  rules: PolicyRuleView[] | null;
}

/** An audit event as read from the loan's trail, its data already parsed from JSON. */
export interface StoredEvent {
  id: string;
  type: string;
  at: string;
  data: unknown;
}

function entryOf(event: StoredEvent, audience: RuleAudience): PolicyHistoryEntry | null {
  const full = policyEvaluatedEventSchema.safeParse(event.data);
  if (full.success) {
    const { trigger, version, outcome, failed, rules } = full.data;
    return { id: event.id, at: event.at, trigger, version, outcome, failed, rules: rulesFor(audience, rules) };
  }
  const legacy = legacyEventSchema.safeParse(event.data);
  if (!legacy.success) return null;
  return { id: event.id, at: event.at, trigger: "booking", ...legacy.data, rules: null };
}

/**
 * The loan's evaluation history, newest first: one entry per
 * `policy_evaluated` event (the booking's and each update's). Callers pass
 * the events of one loan they have already read in the actor's scope, and
 * whom the rules are shown to.
 */
export function policyHistory(events: readonly StoredEvent[], audience: RuleAudience): PolicyHistoryEntry[] {
  return events
    .filter((event) => event.type === "policy_evaluated")
    .flatMap((event) => entryOf(event, audience) ?? [])
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
