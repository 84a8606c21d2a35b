"use client";

import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { loanSchema } from "@/lib/schemas/loan";
import { LoanDataView } from "./loan-data-view";
import { SECTIONS, sectionIndexOf } from "./sections";
import { TermsFigures } from "./terms-figures";
import { useLoanFormContext } from "./use-loan-form";

export const REVIEW_TITLE_ID = "loan-section-review";

/** Everything entered, as the loan page will show it, with a way back to each section. */
export function ReviewStep({ onChange }: { onChange: (step: number) => void }) {
  const { getValues } = useLoanFormContext();
  const parsed = loanSchema.safeParse(getValues());
  const firstIssue = parsed.success ? -1 : sectionIndexOf(String(parsed.error.issues[0]?.path[0] ?? ""));
  return (
    <section>
      <h2 id={REVIEW_TITLE_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Review
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">Check the details. Booking runs the lender&apos;s policy once; the loan is approved or rejected at once.</p>
      {parsed.success ? (
        <>
          <LoanDataView
            loan={parsed.data}
            sectionActions={Object.fromEntries(
              SECTIONS.map((section, index) => [
                section.id,
                <Button key={section.id} variant="ghost" size="sm" onClick={() => onChange(index)}>
                  Change<span className="sr-only"> {section.title}</span>
                </Button>,
              ]),
            )}
          />
          <TermsFigures />
        </>
      ) : (
        <ErrorState title="Some details need attention">
          <Button variant="secondary" className="mt-2" onClick={() => onChange(Math.max(firstIssue, 0))}>
            {`Go to ${SECTIONS[Math.max(firstIssue, 0)]?.step ?? "the first step"}`}
          </Button>
        </ErrorState>
      )}
    </section>
  );
}
