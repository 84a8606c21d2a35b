import type { z } from "zod";
import {
  additionalVariablesSchema,
  bankAccountSchema,
  coApplicantSchema,
  kycItemSchema,
  loanFields,
  repaymentItemSchema,
  trancheSchema,
} from "@/lib/schemas/loan";
import { labelKey } from "./labels";

type Shape = Readonly<Record<string, z.ZodType>>;

// Nested objects and list items, by the top-level field holding them.
const NESTED: Readonly<Record<string, Shape>> = {
  bank_account: bankAccountSchema.shape,
  additional_variables: additionalVariablesSchema.shape,
  kyc: kycItemSchema.in.shape,
  co_applicant_details: coApplicantSchema.shape,
  disbursal_detail: trancheSchema.shape,
  repayment_schedule: repaymentItemSchema.shape,
};

/** Every field the loan body can hold, as label paths: `email`, `kyc.identifier`, ... */
export function loanFieldPaths(): string[] {
  return Object.keys(loanFields).flatMap((top) => [top, ...Object.keys(NESTED[top] ?? {}).map((child) => `${top}.${child}`)]);
}

/** The API schema of one field, by its path (`kyc.0.address`). */
export function fieldSchema(path: string): z.ZodType | undefined {
  const [top = "", child] = labelKey(path).split(".");
  if (child === undefined) return (loanFields as Shape)[top];
  return NESTED[top]?.[child];
}

/**
 * Whether the API takes the field absent and leaves it so: asked of the
 * schema itself, so the form marks what people may skip. A field the API
 * fills in (loan_type) is not marked: the form shows that value chosen.
 */
export function isOptionalField(path: string): boolean {
  const result = fieldSchema(path)?.safeParse(undefined);
  return result?.success === true && result.data === undefined;
}

/** The value the API gives a field left out (loan_type, is_verified, disbursal_type), if it has one. */
export function schemaDefault(path: string): unknown {
  const result = fieldSchema(path)?.safeParse(undefined);
  return result?.success ? result.data : undefined;
}
