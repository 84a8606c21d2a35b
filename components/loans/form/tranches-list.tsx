"use client";

import { useFieldArray } from "react-hook-form";
import { DISBURSAL_TYPE } from "@/lib/schemas/enums";
import { LIST_LIMITS } from "@/lib/schemas/loan";
import { CodeSelect, DateInput, FieldGrid, ListError, NumberInput } from "./controls";
import { newTranche } from "./form-values";
import { AddButton, ListItem } from "./list-controls";
import { useLoanFormContext } from "./use-loan-form";

const CHARGES = ["processing_fee", "pre_emi", "gst", "subvention", "upfront_emi", "downpayment", "insurance", "coupon_amount", "hold_amount"] as const;

/** The disbursal tranches, each with its date, amount and deductions. */
export function TranchesList() {
  const { control } = useLoanFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "disbursal_detail" });
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">Tranches</h3>
      <p className="mb-4 text-sm text-slate-600">How the loan is paid out, and what is deducted from each payout.</p>
      <ListError name="disbursal_detail" />
      <div className="space-y-4">
        {fields.map((field, index) => (
          <ListItem key={field.id} legend={`Tranche ${index + 1}`} onRemove={() => remove(index)}>
            <FieldGrid>
              <DateInput name={`disbursal_detail.${index}.date`} />
              <NumberInput name={`disbursal_detail.${index}.amount`} whole />
              <CodeSelect name={`disbursal_detail.${index}.disbursal_type`} table={DISBURSAL_TYPE} />
              {CHARGES.map((charge) => (
                <NumberInput key={charge} name={`disbursal_detail.${index}.${charge}`} whole={charge !== "hold_amount"} />
              ))}
            </FieldGrid>
          </ListItem>
        ))}
      </div>
      <div className="mt-4">
        <AddButton label="Add a tranche" count={fields.length} max={LIST_LIMITS.disbursal_detail} onAdd={() => append(newTranche())} />
      </div>
    </div>
  );
}
