import type { ReactNode } from "react";
import { CashFlowsTable, FiguresScheduleTable, FiguresSummary } from "@/components/loans/form/figures-summary";
import { Card } from "@/components/ui/card";
import type { TermsFiguresView } from "@/lib/portal/terms-preview";
import type { Frequency } from "@/lib/terms/frequency";

/** Why a loan without a principal tranche has no statement, in the words the loan page uses twice. */
export const NO_PAYOUT_DATE =
  "This loan has no principal tranche, so no payout date: it has no Key Facts Statement and cannot be disbursed until the partner sends disbursal_detail with a principal tranche dated the day it is paid out.";

/** Long tables, closed until asked for, so the policy decision below stays in reach. */
function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="mt-6">
      <summary className="cursor-pointer text-sm font-semibold text-indigo-700 hover:text-indigo-900">{title}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/**
 * The loan's APR, the schedule it is judged and stated by, and the
 * borrower's cash flows the APR is worked from (lib/terms, as the KFS
 * builder reads them).
 */
export function LoanFiguresCard({ view, frequency }: { view: TermsFiguresView; frequency: Frequency }) {
  return (
    <Card title="Repayment and APR">
      {!view.figures.planned && (
        <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
          No payout date (no principal tranche): the figures below count from today, and will change with the day the loan is paid out.
        </p>
      )}
      <FiguresSummary view={view} frequency={frequency} />
      <Disclosure title={`Repayment schedule, ${view.figures.schedule.length} instalments`}>
        <p className="mb-3 text-sm text-slate-600">As the Key Facts Statement lists it: the partner&apos;s rows, or the schedule the service draws up from the terms when none was sent.</p>
        <FiguresScheduleTable schedule={view.figures.schedule} caption="Repayment schedule the APR and the Key Facts Statement use" />
      </Disclosure>
      <Disclosure title={`Cash flows behind the APR, ${view.flows.length}`}>
        <p className="mb-3 text-sm text-slate-600">
          The APR is the annual rate at which what the borrower receives equals what they repay: the payout at time 0, withheld money when it is released, each
          instalment on its due date (an upfront EMI is netted in the payout). Received is positive, repaid negative.
        </p>
        <CashFlowsTable view={view} frequency={frequency} />
      </Disclosure>
    </Card>
  );
}
