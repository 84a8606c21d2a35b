import { forUpdate, type Queries } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import type { LoanRecord } from "./loan-record";

/**
 * A partner's loan by lead id, with its co-applicants in order. Another
 * partner's loan, a malformed id and an unknown one are the same to the
 * caller: not found. With `lock`, inside a write, other writers of the loan
 * wait until this transaction ends, so what it reads is what it writes over.
 */
export async function findPartnerLoan(queries: Queries, partnerId: string, leadId: string, { lock = false } = {}): Promise<LoanRecord> {
  if (!isUuid(leadId)) throw notFound("Loan");
  const select = queries.selectFrom("Loan").selectAll().where("id", "=", leadId).where("partnerId", "=", partnerId);
  const loan = await (lock ? forUpdate(select) : select).executeTakeFirst();
  if (!loan) throw notFound("Loan");
  const coApplicants = await queries.selectFrom("CoApplicant").selectAll().where("loanId", "=", loan.id).orderBy("position").execute();
  return { ...loan, coApplicants };
}
