import "server-only";
import { notIndexed } from "@/lib/db/sql-functions";
import { env } from "@/lib/config/env";
import { read, write, type Queries } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/log/logger";
import type { PolicyEvaluation } from "@/lib/schemas/policy";
import { recordEvents, type LoanEvent } from "./audit";
import type { ExposureQuery } from "./exposure";

const PROBE_WINDOW_DAYS = 30;
const REFUSED_UPDATE = JSON.stringify({ trigger: "update" });

/**
 * The audit event of a decision the exposure rule's figures refused (not
 * one refused for want of a PAN): kept so that operations can see each
 * refusal, whose verdict is one bit about the customer's other borrowing.
 */
export function exposureRefusedEvent(evaluation: PolicyEvaluation, event: Omit<LoanEvent, "type" | "data">, trigger: "booking" | "update"): LoanEvent[] {
  const refused = evaluation.rules.some((rule) => rule.code === "exposure" && rule.passed === false && rule.observed !== null);
  return refused ? [{ ...event, type: "exposure_refused", data: { trigger } }] : [];
}

/** Whether an update was refused by the exposure rule (among others, perhaps). */
export function refusedOnExposure(error: unknown): boolean {
  if (!(error instanceof AppError) || error.code !== "policy_rejects_update") return false;
  const rules = error.details.rules;
  return Array.isArray(rules) && rules.some((rule: { code?: unknown }) => rule.code === "exposure");
}

/**
 * A refused update stores nothing of itself, but its exposure verdict was
 * still given to the partner: it is recorded, in a write of its own, and
 * counted like the others.
 */
export async function recordRefusedUpdate({ partnerId, leadId, actor, query }: { partnerId: string; leadId: string; actor: string; query: ExposureQuery }): Promise<void> {
  try {
    await write((queries) => recordEvents(queries, [{ loanId: leadId, partnerId, actor, type: "exposure_refused", data: { trigger: "update" } }]));
  } catch (error) {
    // The refusal is the answer the partner is owed; a lost audit line must not replace it.
    logger.error({ err: error, lead_id: leadId }, "recording an update's exposure refusal failed");
  }
  await watchExposureProbes({ partnerId, leadId, query });
}

/**
 * One partner's exposure verdicts on one PAN since `since`: found through
 * the PAN's hashes alone. The partner is compared as an expression no index
 * serves, since both databases otherwise walked every loan of the partner
 * through its (partnerId, ...) indexes, so that each booking took longer
 * the more the partner had booked (docs/performance.md, issue 30).
 */
export function probeVerdictsSelect(queries: Queries, partnerId: string, query: ExposureQuery, since: Date) {
  const partnersLoans = queries
    .selectFrom("Loan")
    .where("Loan.panHash", "in", query.hashes)
    .where(notIndexed<string>("Loan.partnerId"), "=", partnerId);
  return queries.selectNoFrom((eb) => [
    // Bookings' and stored updates' evaluations in which the exposure rule gave a verdict.
    partnersLoans
      .innerJoin("PolicyEvaluation", "PolicyEvaluation.loanId", "Loan.id")
      .select(eb.fn.countAll<number>().as("judged"))
      .where("PolicyEvaluation.exposureEvaluated", "=", true)
      .where("PolicyEvaluation.createdAt", ">=", since)
      .as("judged"),
    // Updates the exposure rule refused, which store no evaluation.
    partnersLoans
      .innerJoin("LoanEvent", "LoanEvent.loanId", "Loan.id")
      .select(eb.fn.countAll<number>().as("refused"))
      .where("LoanEvent.type", "=", "exposure_refused")
      .where("LoanEvent.data", "=", REFUSED_UPDATE)
      .where("LoanEvent.createdAt", ">=", since)
      .as("refused"),
  ]);
}

/**
 * Contract v3 section 5: each booking or credit update the exposure rule
 * judged tells the partner whether the customer's loans with every lender's
 * partner stay within the limit, so a partner can bisect them by asking
 * often enough. Once one partner has had more than EXPOSURE_PROBE_LIMIT
 * such verdicts on one PAN in 30 days, every further one raises an
 * operations alert: a warn line naming the partner, the loan and the count
 * (never the PAN). An evaluation in which another rule failed never ran the
 * exposure rule and told the partner nothing of it: it is not counted. Runs
 * after the decision is stored; a failure to count is logged and never
 * fails the request.
 */
export async function watchExposureProbes({ partnerId, leadId, query, now = new Date() }: { partnerId: string; leadId: string; query: ExposureQuery; now?: Date }): Promise<void> {
  try {
    const since = new Date(now.getTime() - PROBE_WINDOW_DAYS * 86_400_000);
    const { judged, refused } = await read((queries) => probeVerdictsSelect(queries, partnerId, query, since).executeTakeFirstOrThrow());
    const verdicts = Number(judged) + Number(refused);
    const limit = env().EXPOSURE_PROBE_LIMIT;
    if (verdicts > limit) {
      logger.warn(
        { alert: "exposure_probe", partner_id: partnerId, lead_id: leadId, verdicts, limit, days: PROBE_WINDOW_DAYS },
        "one partner has asked the policy about one customer more often than the exposure probe limit allows",
      );
    }
  } catch (error) {
    logger.error({ err: error, lead_id: leadId }, "counting exposure verdicts failed");
  }
}
