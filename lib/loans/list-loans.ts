import "server-only";
import { read } from "@/lib/db/transactions";
import { validationError } from "@/lib/errors/app-error";
import { isUuid } from "@/lib/ids/ids";
import { loanListQuerySchema } from "@/lib/schemas/loan-list";
import type { LoanList } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { presentSummary } from "./present-loan";

const encodeCursor = (leadId: string) => Buffer.from(leadId, "utf8").toString("base64url");

function decodeCursor(cursor: string): string {
  const leadId = Buffer.from(cursor, "base64url").toString("utf8");
  if (!isUuid(leadId)) throw validationError([{ path: "cursor", message: "is not a cursor this API issued" }], "Invalid query");
  return leadId;
}

/** A partner's loans, newest first; lead ids are time-ordered, so the cursor is the last one seen. */
export async function listLoans({ partnerId, query }: { partnerId: string; query: unknown }): Promise<LoanList> {
  const { status, partner_loan_id, limit, cursor } = parseInput(loanListQuerySchema, query, "Invalid query");
  const before = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await read((queries) => {
    let select = queries
      .selectFrom("Loan")
      .select(["id", "partnerLoanId", "loanAccountNumber", "status", "fullName", "loanAmount", "disbursedAt", "createdAt", "updatedAt"])
      .where("partnerId", "=", partnerId);
    if (status !== undefined) select = select.where("status", "=", status);
    if (partner_loan_id !== undefined) select = select.where("partnerLoanId", "=", partner_loan_id);
    if (before !== undefined) select = select.where("id", "<", before);
    return select.orderBy("id", "desc").limit(limit + 1).execute();
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(presentSummary), next_cursor: rows.length > limit && last ? encodeCursor(last.id) : null };
}
