"use client";

import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { bookingSchema } from "@/lib/schemas/loan";
import { LoanDataView } from "./loan-data-view";
import { Card } from "@/components/ui/card";
import { SECTIONS, sectionById, sectionIndexOf } from "./sections";
import { TermsFigures } from "./terms-figures";
import { useLoanFormContext } from "./use-loan-form";

export const REVIEW_TITLE_ID = "loan-section-review";

/** Everything entered, as the loan page will show it, with a way back to each section. */
export function ReviewStep({ onChange }: { onChange: (step: number) => void }) {
  const { getValues } = useLoanFormContext();
  const parsed = bookingSchema.safeParse(getValues());
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
          <div className="mt-6">
            <Card title={sectionById("consents").title} titleId="loan-view-consents">
              {(parsed.data.consents ?? []).length === 0 ? (
                <p className="text-sm text-slate-600">No consent entered: the lender&apos;s policy will reject the loan.</p>
              ) : (
                <ul className="list-disc pl-5 text-sm text-slate-700">
                  {(parsed.data.consents ?? []).map((consent) => (
                    <li key={consent.purpose}>{`${consent.purpose}: ${consent.channel}${consent.reference ? `, form ${consent.reference}` : ""}, text ${consent.text_version}, given ${consent.given_at}`}</li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
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
