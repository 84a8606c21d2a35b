import type { Queries } from "@/lib/db/transactions";
import type { NachStatus } from "@/lib/codes/nach-status";

/**
 * `Loan.nachStatus` follows the loan's latest mandate, in the transaction
 * that changes it. Only the latest mandate (newest id) speaks for the loan: a
 * report on an older one, should one ever come, leaves it as it is.
 */
export const latestMandateStatusUpdate = (queries: Queries, mandate: { id: string; loanId: string }, status: NachStatus) =>
  queries
    .updateTable("Loan")
    .set({ nachStatus: status })
    .where("id", "=", mandate.loanId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("PhysicalNach").select("PhysicalNach.id").where("PhysicalNach.loanId", "=", mandate.loanId).where("PhysicalNach.id", ">", mandate.id))),
    );
