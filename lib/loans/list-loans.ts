import { read } from "@/lib/db/legacy-prisma";
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
  const rows = await read((tx) =>
    tx.loan.findMany({
      where: { partnerId, status, partnerLoanId: partner_loan_id, ...(before ? { id: { lt: before } } : {}) },
      orderBy: { id: "desc" },
      take: limit + 1,
      select: {
        id: true,
        partnerLoanId: true,
        loanAccountNumber: true,
        status: true,
        fullName: true,
        loanAmount: true,
        disbursedAt: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(presentSummary), next_cursor: rows.length > limit && last ? encodeCursor(last.id) : null };
}
