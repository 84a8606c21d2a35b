import "server-only";
import type { Queries } from "@/lib/db/transactions";
import type { CoolingOffExit } from "@/lib/schemas/cooling-off-exit";
import { enqueueEvent } from "@/lib/webhooks/outbox";

/**
 * Queues the partner's `loan.cooling_off_exit` event for the exit as
 * presented, in the transaction of its change; the caller wakes the
 * delivery worker once that transaction commits.
 */
export async function enqueueExitEvent(
  queries: Queries,
  loan: { id: string; partnerId: string; partnerLoanId: string },
  exit: CoolingOffExit,
  now: Date,
): Promise<void> {
  const { state, ...figures } = exit;
  const payload = { ...figures, lead_id: loan.id, partner_loan_id: loan.partnerLoanId, status: state };
  await enqueueEvent(queries, { partnerId: loan.partnerId, type: "loan.cooling_off_exit", payload }, now);
}
