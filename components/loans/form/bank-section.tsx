"use client";

import { NACH_TYPE } from "@/lib/schemas/enums";
import { CodeSelect, FieldGrid, TextInput } from "./controls";
import { FormSection, type SectionProps } from "./form-section";

/** `accountHint` tells of account numbers the loan holds beyond the first, which the one box does not show. */
export function BankSection({ locked, accountHint }: SectionProps & { accountHint?: string }) {
  return (
    <FormSection id="bank" locked={locked} description="The account the EMIs are collected from.">
      <FieldGrid>
        <TextInput name="bank_account.ac_number" inputMode="numeric" hint={accountHint} />
        <TextInput name="bank_account.ifsc_code" />
        <TextInput name="bank_account.ac_name" />
        <CodeSelect name="bank_account.nach_type" table={NACH_TYPE} />
        <TextInput name="bank_account.nach_umrn" />
      </FieldGrid>
    </FormSection>
  );
}
