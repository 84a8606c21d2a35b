"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useFormContext, type DefaultValues, type Resolver } from "react-hook-form";
import { bookingSchema, loanSchema, type Loan } from "@/lib/schemas/loan";
import { readableErrors, type LoanFormValues } from "./form-values";

/** The API's schema is the form's only rule; the resolver only rewords what it says. */
function resolverOf(schema: typeof loanSchema | typeof bookingSchema): Resolver<LoanFormValues, unknown, Loan> {
  const zod = zodResolver(schema);
  return async (values, context, options) => {
    const result = await zod(values, context, options);
    return Object.keys(result.errors).length === 0 ? result : { values: {}, errors: readableErrors(result.errors, values) };
  };
}

// A booking also checks the application-date window, which an update of an older loan must not fail on.
export const LOAN_RESOLVERS = { booking: resolverOf(bookingSchema), update: resolverOf(loanSchema) } as const;

/** The form of a loan body: the wizard's booking, or the edit form's update. */
export function useLoanForm(defaultValues: DefaultValues<LoanFormValues>, purpose: keyof typeof LOAN_RESOLVERS) {
  return useForm<LoanFormValues, unknown, Loan>({
    resolver: LOAN_RESOLVERS[purpose],
    defaultValues,
    // Checked when the person asks (Next, Save, Book), not as focus leaves a
    // field: an error vanishing on blur moved the buttons under the pointer
    // and lost the click. After a submit a field in error is re-checked as it
    // is typed in, so the fix shows before the next click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Gives readableErrors a union's own message (see there).
    criteriaMode: "all",
  });
}

export const useLoanFormContext = () => useFormContext<LoanFormValues, unknown, Loan>();
