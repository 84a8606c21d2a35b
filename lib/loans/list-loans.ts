import "server-only";
import { read } from "@/lib/db/transactions";
import { newestFirstPage } from "@/lib/db/newest-first-page";
import { loanListQuerySchema } from "@/lib/schemas/loan-list";
import type { LoanList } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { presentSummary } from "./present-loan";

/** A partner's loans, newest first (lib/db/newest-first-page.ts). */
export async function listLoans({ partnerId, query }: { partnerId: string; query: unknown }): Promise<LoanList> {
  const { status, partner_loan_id, limit, cursor } = parseInput(loanListQuerySchema, query, "Invalid query");
  return newestFirstPage({
    cursor,
    limit,
    readRows: (before, take) =>
      read((queries) => {
        let select = queries
          .selectFrom("Loan")
          .select(["id", "partnerLoanId", "loanAccountNumber", "status", "fullName", "loanAmount", "disbursedAt", "createdAt", "updatedAt"])
          .where("partnerId", "=", partnerId);
        if (status !== undefined) select = select.where("status", "=", status);
        if (partner_loan_id !== undefined) select = select.where("partnerLoanId", "=", partner_loan_id);
        if (before !== undefined) select = select.where("id", "<", before);
        return select.orderBy("id", "desc").limit(take).execute();
      }),
    present: presentSummary,
  });
}
