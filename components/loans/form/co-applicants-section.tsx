"use client";

import { useFieldArray } from "react-hook-form";
import { CO_RELATION, GENDER } from "@/lib/schemas/enums";
import { LIST_LIMITS } from "@/lib/schemas/loan";
import { CodeSelect, DateInput, FieldGrid, ListError, TextAreaInput, TextInput, Wide } from "./controls";
import { FormSection, type SectionProps } from "./form-section";
import { newCoApplicant } from "./form-values";
import { AddButton, ListItem } from "./list-controls";
import { useLoanFormContext } from "./use-loan-form";

export function CoApplicantsSection({ locked }: SectionProps) {
  const { control } = useLoanFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "co_applicant_details" });
  return (
    <FormSection id="co-applicants" locked={locked} description="People who share the loan with the customer, if any.">
      <ListError name="co_applicant_details" />
      {fields.length === 0 && <p className="mb-4 text-sm text-slate-600">No co-applicants.</p>}
      <div className="space-y-4">
        {fields.map((field, index) => {
          const name = `co_applicant_details.${index}` as const;
          return (
            <ListItem key={field.id} legend={`Co-applicant ${index + 1}`} onRemove={() => remove(index)}>
              <FieldGrid>
                <TextInput name={`${name}.co_full_name`} />
                <CodeSelect name={`${name}.co_relation`} table={CO_RELATION} />
                <DateInput name={`${name}.co_dob`} />
                <CodeSelect name={`${name}.co_gender`} table={GENDER} />
                <TextInput name={`${name}.co_phone`} type="tel" inputMode="numeric" />
                <TextInput name={`${name}.co_email`} type="email" />
                <TextInput name={`${name}.co_pancard`} />
                <TextInput name={`${name}.co_aadhaar`} inputMode="numeric" />
                <TextInput name={`${name}.co_pincode`} inputMode="numeric" />
                <Wide>
                  <TextAreaInput name={`${name}.co_address`} />
                </Wide>
              </FieldGrid>
            </ListItem>
          );
        })}
      </div>
      <div className="mt-4">
        <AddButton label="Add a co-applicant" count={fields.length} max={LIST_LIMITS.co_applicant_details} onAdd={() => append(newCoApplicant())} />
      </div>
    </FormSection>
  );
}
