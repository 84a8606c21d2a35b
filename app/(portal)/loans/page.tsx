import { LoanFilters, type LoanFilterValues } from "@/components/loans/loan-filters";
import { LoansTable } from "@/components/loans/loans-table";
import { buttonClass, LinkButton } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/states";
import { requireStaff } from "@/lib/auth/current-staff";
import { portalLoansView } from "@/lib/portal/portal-loan-list";
import { LOAN_FILTER_KEYS, loanFilterSearchParams } from "@/lib/schemas/loan-filter";
import { can } from "@/lib/codes/roles";
import { listLoansAction } from "./actions";

export const metadata = { title: "Loans" };

type SearchParams = Record<string, string | string[] | undefined>;

export default async function LoansPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireStaff();
  const params = await searchParams;
  const view = await portalLoansView({ actor, searchParams: params });
  // The form shows what the URL said, as typed, so a wrong value can be put right where it is.
  const values: LoanFilterValues = Object.fromEntries(LOAN_FILTER_KEYS.flatMap((key) => {
    const given = params[key];
    const text = Array.isArray(given) ? given[0] : given;
    return text === undefined ? [] : [[key, text]];
  }));
  // The exports read the same parameters, so a file holds what the list shows.
  const filterQuery = loanFilterSearchParams(values).toString();
  return (
    <>
      <PageHeader
        title="Loans"
        description={actor.partnerId ? "Your partner's loans, newest first." : "Every partner's loans, newest first."}
        actions={
          <>
            {view.ok && (
              <>
                <a href={`/portal-files/loans/export.csv?${filterQuery}`} className={buttonClass("secondary")} download>
                  Download CSV
                </a>
                <a href={`/portal-files/disbursals/export.csv?${filterQuery}`} className={buttonClass("secondary")} download>
                  Disbursals CSV
                </a>
              </>
            )}
            {can(actor, "editLoans") && <LinkButton href="/loans/new">Book a loan</LinkButton>}
          </>
        }
      />
      <LoanFilters values={values} />
      {view.ok ? (
        <LoansTable showPartner={actor.partnerId === null} filter={view.filter} first={view.first} listLoans={listLoansAction} />
      ) : (
        <ErrorState title="This link's search or filters cannot be used">
          <ul className="list-disc pl-5">
            {view.problems.map((problem) => (
              <li key={problem.path}>
                <span className="font-mono">{problem.path}</span> {problem.message}
              </li>
            ))}
          </ul>
          <p className="mt-2">Correct them above and search again, or clear them to see every loan.</p>
        </ErrorState>
      )}
    </>
  );
}
