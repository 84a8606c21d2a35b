"use client";

import { useFieldArray, useWatch } from "react-hook-form";
import { KYC_TYPE, VERIFIED_USING } from "@/lib/schemas/enums";
import { LIST_LIMITS } from "@/lib/schemas/loan";
import { CheckboxInput, CodeSelect, FieldGrid, ListError, TextInput, Wide, TextAreaInput } from "./controls";
import { FormSection, type SectionProps } from "./form-section";
import { newKycItem } from "./form-values";
import { AddButton, ListItem } from "./list-controls";
import { useLoanFormContext } from "./use-loan-form";

function KycItem({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { control, setValue } = useLoanFormContext();
  const type = useWatch({ control, name: `kyc.${index}.kyc_type` });
  const isAadhaar = Number(type) === KYC_TYPE.aadhaar;
  return (
    <ListItem legend={`KYC document ${index + 1}`} onRemove={onRemove}>
      <FieldGrid>
        <CodeSelect
          name={`kyc.${index}.kyc_type`}
          table={KYC_TYPE}
          // The address belongs to aadhaar items only; a hidden one must not travel with a pan.
          onCodeChange={(code) => code !== KYC_TYPE.aadhaar && setValue(`kyc.${index}.address`, undefined)}
        />
        <TextInput name={`kyc.${index}.identifier`} hint={isAadhaar ? "Only the last 4 digits of the Aadhaar number, as 4 digits" : "An individual's PAN: the 4th letter is P"} />
        <CodeSelect name={`kyc.${index}.verified_using`} table={VERIFIED_USING} />
        <TextInput name={`kyc.${index}.verification_id`} />
        <TextInput name={`kyc.${index}.kyc_name`} />
        <div className="sm:pt-7">
          <CheckboxInput name={`kyc.${index}.is_verified`} />
        </div>
        {isAadhaar && (
          <Wide>
            <TextAreaInput name={`kyc.${index}.address`} />
          </Wide>
        )}
      </FieldGrid>
    </ListItem>
  );
}

/** KYC documents. Where the type and number are locked (after booking), documents can be neither added nor removed either. */
export function KycSection({ locked }: SectionProps) {
  const { control } = useLoanFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: "kyc" });
  const fixed = locked?.has("kyc.kyc_type") || locked?.has("kyc.identifier");
  return (
    <FormSection id="kyc" locked={locked} description="The identity documents you have verified for this customer.">
      <FieldGrid>
        <TextInput name="ckyc_no" inputMode="numeric" hint="The customer's Central KYC number, 14 digits" />
      </FieldGrid>
      <ListError name="kyc" />
      <div className="space-y-4">
        {fields.map((field, index) => (
          <KycItem key={field.id} index={index} onRemove={fixed || fields.length === 1 ? undefined : () => remove(index)} />
        ))}
      </div>
      {!fixed && (
        <div className="mt-4">
          <AddButton label="Add a KYC document" count={fields.length} max={LIST_LIMITS.kyc} onAdd={() => append(newKycItem())} />
        </div>
      )}
    </FormSection>
  );
}
