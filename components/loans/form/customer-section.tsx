"use client";

import { EMPLOYMENT_TYPE, GENDER } from "@/lib/schemas/enums";
import { CodeSelect, DateInput, FieldGrid, NumberInput, TextAreaInput, TextInput, Wide } from "./controls";
import { FormSection, type SectionProps } from "./form-section";

export function CustomerSection({ locked }: SectionProps) {
  return (
    <FormSection id="customer" locked={locked} description="The borrower as your records know them.">
      <FieldGrid>
        <TextInput name="partner_loan_id" hint="Your own reference for this loan" />
        <TextInput name="full_name" />
        <TextInput name="mobile_number" type="tel" inputMode="numeric" />
        <TextInput name="email" type="email" />
        <CodeSelect name="gender" table={GENDER} />
        <DateInput name="date_of_birth" />
        <TextInput name="fathers_name" />
        <TextInput name="mothers_name" />
        <NumberInput name="pincode" whole />
        <Wide>
          <TextAreaInput name="address" />
        </Wide>
        <CodeSelect name="employment_type" table={EMPLOYMENT_TYPE} />
        <TextInput name="company_name" />
        <NumberInput name="monthly_income" />
        <NumberInput name="monthly_emi" />
        <NumberInput name="credit_score" whole />
      </FieldGrid>
    </FormSection>
  );
}
