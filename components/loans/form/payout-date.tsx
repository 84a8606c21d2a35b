"use client";

import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import { DateInput } from "./controls";
import { useLoanFormContext } from "./use-loan-form";

const PAYOUT_HINT = "The day the money is paid out (India time): the principal tranche's date. The schedule runs from it, and the disbursal must be made on it.";

/**
 * The payout date, on the Loan terms step: the date of the loan's principal
 * tranche (a new booking starts with one dated today), which the schedule,
 * the APR and the KFS run from. Without a principal tranche there is none to
 * ask for, and the loan could not be disbursed: that is said instead.
 */
export function PayoutDate() {
  const { control } = useLoanFormContext();
  const tranches = useWatch({ control, name: "disbursal_detail" }) ?? [];
  const index = tranches.findIndex((tranche) => tranche?.disbursal_type === DISBURSAL_TYPE.principal);
  if (index < 0) {
    return (
      <p className="text-sm text-amber-900 sm:col-span-2 lg:col-span-3" role="note">
        No principal tranche: add one under Schedule, dated the day the loan is paid out. Without it the loan has no Key Facts Statement and cannot be disbursed.
      </p>
    );
  }
  return <DateInput name={`disbursal_detail.${index}.date`} label="Payout date" hint={PAYOUT_HINT} />;
}

/**
 * A loan paid out in one principal tranche pays the whole amount in it
 * (tranches sum to the loan amount, contract section 4): while that is the
 * only tranche, its amount follows the loan amount as it is changed.
 */
export function useTrancheFollowsAmount() {
  const { control, getValues, setValue } = useLoanFormContext();
  const amount = useWatch({ control, name: "loan_amount" });
  const previous = useRef(amount);
  useEffect(() => {
    if (previous.current === amount) return;
    previous.current = amount;
    const tranches = getValues("disbursal_detail") ?? [];
    const only = tranches[0];
    if (tranches.length !== 1 || only?.disbursal_type !== DISBURSAL_TYPE.principal || typeof amount !== "number" || !Number.isFinite(amount)) return;
    if (only.amount !== amount) setValue("disbursal_detail.0.amount", amount, { shouldDirty: true });
  }, [amount, getValues, setValue]);
}
