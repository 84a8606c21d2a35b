import "server-only";
import { read } from "@/lib/db/transactions";
import { newestFirstPage, type NewestFirstPage } from "@/lib/db/newest-first-page";
import { loanFilterQuery } from "@/lib/loans/loan-filter-query";
import { LOAN_FILTER_KEYS, loanFilterSchema, loanListQuerySchema, type LoanFilter, type LoanListQuery } from "@/lib/schemas/loan-filter";
import { fieldIssues, parseInput } from "@/lib/schemas/parse";
import type { FieldIssue } from "@/lib/errors/app-error";
import type { StaffActor } from "@/lib/codes/roles";

export type PortalLoanQuery = LoanListQuery;

export interface PortalLoanRow {
  leadId: string;
  partnerLoanId: string;
  partnerName: string;
  customer: string;
  loanAmount: number;
  status: string;
  disbursed: boolean;
  nachStatus: string | null;
  bookedAt: string;
}

export type PortalLoanPage = NewestFirstPage<PortalLoanRow>;

const portalLoanRow = (row: {
  id: string;
  partnerLoanId: string;
  partnerName: string;
  fullName: string;
  loanAmount: number;
  status: string;
  disbursedAt: Date | null;
  nachStatus: string | null;
  createdAt: Date;
}): PortalLoanRow => ({
  leadId: row.id,
  partnerLoanId: row.partnerLoanId,
  partnerName: row.partnerName,
  customer: row.fullName,
  loanAmount: row.loanAmount,
  status: row.status,
  disbursed: row.disbursedAt !== null,
  nachStatus: row.nachStatus,
  bookedAt: row.createdAt.toISOString(),
});

/** The loans table of the portal: the actor's partner's loans, or every partner's for the lender's roles, as the filter selects them. */
export async function listPortalLoans({ actor, query }: { actor: StaffActor; query: unknown }): Promise<PortalLoanPage> {
  const { cursor, limit, ...filter } = parseInput(loanListQuerySchema, query, "Invalid filter");
  return newestFirstPage({
    cursor,
    limit,
    readRows: (before, take) =>
      read(async (queries) =>
        (await loanFilterQuery(queries, actor.partnerId, filter, before))
          .select(["Loan.id", "Loan.partnerLoanId", "Loan.fullName", "Loan.loanAmount", "Loan.status", "Loan.disbursedAt", "Loan.nachStatus", "Loan.createdAt"])
          // A subquery, not a join: joined, SQLite put the few partners in the outer loop and read every loan of a status before sorting.
          .select((eb) => eb.selectFrom("Partner").select("Partner.name").whereRef("Partner.id", "=", "Loan.partnerId").$asScalar().$notNull().as("partnerName"))
          .limit(take)
          .execute(),
      ),
    present: portalLoanRow,
  });
}

/** The loans page's URL, read: the filter it names, or what is wrong with it, field by field. */
export type LoansView = { ok: true; filter: LoanFilter; first: PortalLoanPage } | { ok: false; problems: FieldIssue[] };

/**
 * The loans page as its URL asks for it. A parameter given twice is a
 * problem like any other bad value: the page says so instead of guessing.
 * Parameters that are not the filter's (a tracking tag, say) are ignored.
 */
export async function portalLoansView({ actor, searchParams }: { actor: StaffActor; searchParams: Record<string, string | string[] | undefined> }): Promise<LoansView> {
  const given = Object.fromEntries(LOAN_FILTER_KEYS.flatMap((key) => (searchParams[key] === undefined ? [] : [[key, searchParams[key]]])));
  const repeated = LOAN_FILTER_KEYS.filter((key) => Array.isArray(given[key])).map((key) => ({ path: key, message: "is given more than once" }));
  if (repeated.length > 0) return { ok: false, problems: repeated };
  const parsed = loanFilterSchema.safeParse(given, { reportInput: true });
  if (!parsed.success) return { ok: false, problems: fieldIssues(parsed.error).fields };
  return { ok: true, filter: parsed.data, first: await listPortalLoans({ actor, query: parsed.data }) };
}
