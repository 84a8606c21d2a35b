"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useFormContext, type DefaultValues, type Resolver } from "react-hook-form";
import { loanSchema, type Loan } from "@/lib/schemas/loan";
import { readableErrors, type LoanFormValues } from "./form-values";

const zodLoan = zodResolver(loanSchema);

/** The API's schema is the form's only rule; the resolver only rewords what it says. */
const loanResolver: Resolver<LoanFormValues, unknown, Loan> = async (values, context, options) => {
  const result = await zodLoan(values, context, options);
  return Object.keys(result.errors).length === 0 ? result : { values: {}, errors: readableErrors(result.errors, values) };
};

/** The form of a loan body, as the wizard and the edit form both use it. */
export function useLoanForm(defaultValues: DefaultValues<LoanFormValues>) {
  return useForm<LoanFormValues, unknown, Loan>({
    resolver: loanResolver,
    defaultValues,
    mode: "onBlur",
    // Gives readableErrors a union's own message (see there).
    criteriaMode: "all",
  });
}

export const useLoanFormContext = () => useFormContext<LoanFormValues, unknown, Loan>();
