"use client";

import { AGREEMENT_SIGNATURE_TYPE, LOAN_TYPE, PAYMENT_FREQUENCY } from "@/lib/schemas/enums";
import { CodeSelect, DateInput, FieldGrid, NumberInput } from "./controls";
import { FormSection, type SectionProps } from "./form-section";
import { PayoutDate, useTrancheFollowsAmount } from "./payout-date";
import { TermsFigures } from "./terms-figures";

/**
 * The loan's terms. The wizard asks here for the payout date too (the
 * principal tranche's date, which the edit form shows with the tranches) and
 * shows what the terms come to before the next step.
 */
export function LoanTermsSection({ locked, wizard = false }: SectionProps & { wizard?: boolean }) {
  useTrancheFollowsAmount();
  return (
    <FormSection id="terms" locked={locked}>
      <FieldGrid>
        <CodeSelect name="loan_type" table={LOAN_TYPE} />
        <NumberInput name="loan_amount" whole />
        <NumberInput name="loan_tenure" whole />
        <NumberInput name="interest_rate" />
        <CodeSelect name="payment_frequency" table={PAYMENT_FREQUENCY} />
        <NumberInput name="repayment_count" whole />
        {wizard && <PayoutDate />}
        <DateInput name="loan_application_date" />
        <DateInput name="agreement_date" />
        <CodeSelect name="agreement_signature_type" table={AGREEMENT_SIGNATURE_TYPE} />
      </FieldGrid>
      <fieldset className="mt-6 border-t border-slate-200 pt-4">
        <legend className="pr-2 text-sm font-semibold text-slate-900">Additional variables</legend>
        <p className="mb-4 text-sm text-slate-600">
          From the credit bureau report. The policy approves a loan only with the number of enquiries and all three tradeline counts: enter 0 where the report shows
          none.
        </p>
        <FieldGrid>
          <NumberInput name="additional_variables.foir" />
          <NumberInput name="additional_variables.iir" />
          <NumberInput name="additional_variables.no_of_enquiries" whole />
          <NumberInput name="additional_variables.no_of_tradeline_30_plus_3_month" whole />
          <NumberInput name="additional_variables.no_of_tradeline_60_plus_6_month" whole />
          <NumberInput name="additional_variables.no_of_tradeline_90_plus_ever" whole />
        </FieldGrid>
      </fieldset>
      {wizard && <TermsFigures />}
    </FormSection>
  );
}
