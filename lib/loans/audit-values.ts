import { fieldOfPath, maskForAudit } from "@/lib/privacy/audit-mask";
import type { Loan } from "@/lib/schemas/loan";
import type { LoanChange } from "@/lib/schemas/loan-history";
import { changesBetween } from "./changes-between";

/** The `booked` event's values: the body as booked, masked (contract v3 section 12). */
export const bookedDetail = (loan: Loan): { body: unknown } => ({ body: maskForAudit(loan) });

/**
 * An update event's values: each change, masked after it was found, so
 * that two account numbers with the same last digits still show as a change.
 */
export function updateDetail(before: Loan, after: Loan): { changes: LoanChange[] } {
  const changes = changesBetween(before, after).map(({ path, from, to }) => ({ path, from: maskForAudit(from, fieldOfPath(path)), to: maskForAudit(to, fieldOfPath(path)) }));
  return { changes };
}
