"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { RepaymentRow } from "@/lib/money/amortisation";
import { labelFor, withoutUnit } from "./labels";
import { equalInstalments } from "./schedule";
import { useLoanFormContext } from "./use-loan-form";

const listOf = (words: string[]) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/**
 * Fills the schedule with equal instalments from the loan terms, from the
 * payout date (lib/terms/loan-schedule.ts, in whole rupees); every row
 * stays editable. Replacing rows already there is confirmed first.
 */
export function ScheduleGenerator({ rowCount, onGenerate }: { rowCount: number; onGenerate: (rows: RepaymentRow[]) => void }) {
  const { getValues, trigger } = useLoanFormContext();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const generate = () => {
    setConfirming(false);
    const plan = equalInstalments(getValues());
    if (plan.ok) {
      setProblem(null);
      onGenerate(plan.rows);
      return;
    }
    setProblem(`The schedule needs a valid ${listOf(plan.fields.map((field) => withoutUnit(labelFor(field)).toLowerCase()))} (under Loan terms).`);
    void trigger(plan.fields);
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button variant="secondary" onClick={() => (rowCount > 0 ? setConfirming(true) : generate())}>
        Generate equal instalments
      </Button>
      <p className="text-sm text-slate-600">From the loan amount, tenure and interest rate; the first falls due one period after the payout date.</p>
      {problem && (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog open={confirming} title="Replace the schedule?" confirmLabel="Replace" onConfirm={generate} onCancel={() => setConfirming(false)}>
        {`The ${rowCount} instalment${rowCount === 1 ? "" : "s"} below will be replaced by equal instalments from the loan terms.`}
      </ConfirmDialog>
    </div>
  );
}
