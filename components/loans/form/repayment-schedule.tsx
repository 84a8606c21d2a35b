"use client";

import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Table, TableHead, Td, Th } from "@/components/ui/table";
import { LIST_LIMITS } from "@/lib/schemas/loan";
import { DateInput, ListError, NumberInput } from "./controls";
import { newRepayment } from "./form-values";
import { labelFor, withoutUnit } from "./labels";
import { AddButton } from "./list-controls";
import { ScheduleGenerator } from "./schedule-generator";
import { useLoanFormContext } from "./use-loan-form";

const AMOUNTS = ["due_amount", "principal_amount", "interest_amount"] as const;

/** The repayment schedule: one editable row per instalment, or generated from the terms. */
export function RepaymentSchedule() {
  const { control } = useLoanFormContext();
  const { fields, append, remove, replace } = useFieldArray({ control, name: "repayment_schedule" });
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">Repayment schedule</h3>
      <p className="mb-4 text-sm text-slate-600">The instalments the customer repays.</p>
      <ScheduleGenerator rowCount={fields.length} onGenerate={replace} />
      <ListError name="repayment_schedule" />
      {fields.length > 0 && (
        <div className="mt-4">
          <Table caption="Repayment schedule, one row per instalment">
            <TableHead>
              <Th className="w-12">#</Th>
              {(["due_date", ...AMOUNTS] as const).map((column) => (
                <Th key={column}>{labelFor(`repayment_schedule.${column}`)}</Th>
              ))}
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </TableHead>
            <tbody>
              {fields.map((field, index) => {
                const row = `instalment ${index + 1}`;
                return (
                  <tr key={field.id} className="border-t border-slate-100">
                    <Td className="pt-3 tabular-nums text-slate-600">{index + 1}</Td>
                    <Td className="pt-0">
                      <DateInput name={`repayment_schedule.${index}.due_date`} label={`Due date, ${row}`} hideLabel />
                    </Td>
                    {AMOUNTS.map((column) => (
                      <Td key={column} className="pt-0">
                        <NumberInput
                          name={`repayment_schedule.${index}.${column}`}
                          label={`${withoutUnit(labelFor(`repayment_schedule.${column}`))}, ${row}`}
                          hideLabel
                          whole={column === "due_amount"}
                        />
                      </Td>
                    ))}
                    <Td className="pt-2">
                      <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                        Remove<span className="sr-only"> {row}</span>
                      </Button>
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </div>
      )}
      <div className="mt-4">
        <AddButton label="Add an instalment" count={fields.length} max={LIST_LIMITS.repayment_schedule} onAdd={() => append(newRepayment())} />
      </div>
    </div>
  );
}
