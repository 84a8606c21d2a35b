"use client";

import { useWatch } from "react-hook-form";
import { todayInIndia } from "@/lib/calendar/india-day";
import { termsPreview } from "@/lib/portal/terms-preview";
import { frequencyOf } from "@/lib/terms/frequency";
import { FiguresSummary, RuleVerdicts } from "./figures-summary";
import { labelFor, withoutUnit } from "./labels";
import { useLoanFormContext } from "./use-loan-form";

const listOf = (words: string[]) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/**
 * What the terms entered so far come to, before they are submitted: the
 * figures and the terms rules' verdicts worked out by the functions the API
 * runs (lib/portal/terms-preview.ts), updated as the fields change.
 */
export function TermsFigures() {
  const { control } = useLoanFormContext();
  const values = useWatch({ control });
  const preview = termsPreview(values, todayInIndia());
  return (
    <section aria-labelledby="terms-figures" className="mt-6 rounded-md border border-slate-200 border-l-4 border-l-indigo-600 bg-white p-4">
      <h3 id="terms-figures" className="text-sm font-semibold text-slate-900">
        What the borrower pays
      </h3>
      <p className="mb-4 mt-1 text-sm text-slate-600">Worked out from the terms so far as the policy and the Key Facts Statement will; booking checks them again.</p>
      {preview.ok ? (
        <>
          <FiguresSummary view={preview} frequency={frequencyOf(preview.terms)} />
          <h4 className="mb-2 mt-4 text-sm font-semibold text-slate-900">Policy rules on these terms</h4>
          <RuleVerdicts verdicts={preview.verdicts} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{`Shown once ${listOf(preview.missing.map((field) => withoutUnit(labelFor(field)).toLowerCase()))} ${preview.missing.length === 1 ? "is" : "are"} given and valid.`}</p>
      )}
    </section>
  );
}
