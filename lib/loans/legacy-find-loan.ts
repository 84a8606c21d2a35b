import { usesPostgres, type Tx } from "@/lib/db/legacy-prisma";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { loanRecordInclude, type LoanRecord } from "./loan-record";

// TRANSITION (issue 15): the Prisma Client reads, until their callers use find-loan.ts.

/**
 * A partner's loan by lead id. Another partner's loan, a malformed id and an
 * unknown one are the same to the caller: not found.
 */
export async function legacyFindPartnerLoan(tx: Tx, partnerId: string, leadId: string): Promise<LoanRecord> {
  const record = isUuid(leadId)
    ? await tx.loan.findFirst({ where: { id: leadId, partnerId }, include: loanRecordInclude })
    : null;
  if (!record) throw notFound("Loan");
  return record;
}

/**
 * The same, for a transaction that is about to change the loan: other writers
 * of the loan wait until this transaction ends, and what it reads is the loan
 * as they left it. PostgreSQL needs the row lock; SQLite runs one write
 * transaction at a time anyway.
 */
export async function legacyFindPartnerLoanForUpdate(tx: Tx, partnerId: string, leadId: string): Promise<LoanRecord> {
  if (isUuid(leadId) && usesPostgres()) {
    await tx.$queryRaw`SELECT "id" FROM "Loan" WHERE "id" = ${leadId} AND "partnerId" = ${partnerId} FOR UPDATE`;
  }
  return legacyFindPartnerLoan(tx, partnerId, leadId);
}
