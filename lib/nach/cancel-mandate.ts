import "server-only";
import type { Queries } from "@/lib/db/transactions";
import type { NachRecord } from "./nach-record";
import { applyReport } from "./report-nach-status";

/**
 * Cancels the loan's initiated or registered mandate, if it has one, inside
 * the caller's transaction (contract v3 section 8: the borrower's
 * cooling-off exit completed, and operations lodge NPCI's CANCEL). The
 * partner hears it by webhook like any status; the caller wakes the delivery
 * worker once the transaction commits. Returns the mandate as cancelled.
 */
export async function cancelActiveMandate(queries: Queries, loanId: string, actor: string, now: Date): Promise<NachRecord | null> {
  const active = await queries.selectFrom("PhysicalNach").selectAll().where("activeLoanId", "=", loanId).executeTakeFirst();
  return active ? applyReport(queries, active, { status: "cancelled" }, actor, now) : null;
}
