import type { Tx } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { loanRecordInclude, type LoanRecord } from "./loan-record";

/**
 * A partner's loan by lead id. Another partner's loan, a malformed id and an
 * unknown one are the same to the caller: not found.
 */
export async function findPartnerLoan(tx: Tx, partnerId: string, leadId: string): Promise<LoanRecord> {
  const record = isUuid(leadId)
    ? await tx.loan.findFirst({ where: { id: leadId, partnerId }, include: loanRecordInclude })
    : null;
  if (!record) throw notFound("Loan");
  return record;
}
