import { forUpdate, type Queries } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import type { LoanRecord } from "./loan-record";

/**
 * A partner's loan by lead id, with its co-applicants in order. Another
 * partner's loan, a malformed id and an unknown one are the same to the
 * caller: not found. With `lock`, inside a write, other writers of the loan
 * wait until this transaction ends, so what it reads is what it writes over.
 * A null partner means any partner's: only for the lender's portal roles,
 * whose StaffActor has no partner (lib/staff/roles.ts).
 */
export async function findPartnerLoan(queries: Queries, partnerId: string | null, leadId: string, { lock = false } = {}): Promise<LoanRecord> {
  if (!isUuid(leadId)) throw notFound("Loan");
  const byId = queries.selectFrom("Loan").selectAll().where("id", "=", leadId);
  const select = partnerId === null ? byId : byId.where("partnerId", "=", partnerId);
  const loan = await (lock ? forUpdate(select) : select).executeTakeFirst();
  if (!loan) throw notFound("Loan");
  const coApplicants = await queries.selectFrom("CoApplicant").selectAll().where("loanId", "=", loan.id).orderBy("position").execute();
  return { ...loan, coApplicants };
}
