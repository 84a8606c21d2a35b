"use client";

import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { useFormState, type FieldPath } from "react-hook-form";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { NEEDED_FOR_APPROVAL } from "@/lib/policy/policy-inputs";
import type { CodeTable } from "@/lib/schemas/enums";
import { isOptionalField } from "./field-schema";
import { numberValue, textValue, type LoanFormValues } from "./form-values";
import { codeLabel, errorText, hintFor, labelFor, labelKey } from "./labels";
import { useLoanFormContext } from "./use-loan-form";

export type FieldName = FieldPath<LoanFormValues>;

/** Field names (without list indexes: `kyc.identifier`) a section shows disabled. */
export const LockedFields = createContext<ReadonlySet<string>>(new Set());

interface ControlProps {
  name: FieldName;
  /** Defaults to the field's label; list rows in a table give one naming the row. */
  label?: string;
  hideLabel?: boolean;
  hint?: string;
}

const LOCKED_HINT = "Customer identifier: cannot be changed";

/** What every control needs: its id, label, error text, and whether it is optional or locked. */
function useControl({ name, label, hint }: ControlProps) {
  const { register, getFieldState, control } = useLoanFormContext();
  const formState = useFormState({ control, name, exact: true });
  const { error } = getFieldState(name, formState);
  const locked = useContext(LockedFields).has(labelKey(name));
  const text = label ?? labelFor(name);
  return {
    register,
    locked,
    field: {
      id: `lf-${name.replace(/\./g, "-")}`,
      label: text,
      error: error?.message ? errorText(text, error.message) : undefined,
      hint: locked ? LOCKED_HINT : (hint ?? hintFor(name)),
      // The API may take it absent, but the policy would then reject the loan: not "optional" to the person booking.
      optional: isOptionalField(name) && !NEEDED_FOR_APPROVAL.has(labelKey(name)),
    },
  };
}

type InputProps = ControlProps & Omit<ComponentProps<"input">, "name" | "type">;

export function TextInput({ name, label, hideLabel, hint, type = "text", ...props }: InputProps & { type?: "text" | "email" | "tel" }) {
  const { register, locked, field } = useControl({ name, label, hint });
  return <TextField {...field} hideLabel={hideLabel} type={type} autoComplete="off" {...props} disabled={locked} {...register(name, { setValueAs: textValue })} />;
}

/** Numbers in a text box: no spinner or scroll-wheel changes, and a wrong entry reaches the schema to be named. */
export function NumberInput({ name, label, hideLabel, hint, whole = false, ...props }: InputProps & { whole?: boolean }) {
  const { register, locked, field } = useControl({ name, label, hint });
  return (
    <TextField
      {...field}
      hideLabel={hideLabel}
      type="text"
      inputMode={whole ? "numeric" : "decimal"}
      autoComplete="off"
      {...props}
      disabled={locked}
      {...register(name, { setValueAs: numberValue })}
    />
  );
}

export function DateInput({ name, label, hideLabel, hint, ...props }: InputProps) {
  const { register, locked, field } = useControl({ name, label, hint });
  return <TextField {...field} hideLabel={hideLabel} type="date" {...props} disabled={locked} {...register(name, { setValueAs: textValue })} />;
}

export function TextAreaInput({ name, label, hint }: ControlProps) {
  const { register, locked, field } = useControl({ name, label, hint });
  return <TextAreaField {...field} rows={2} disabled={locked} {...register(name, { setValueAs: textValue })} />;
}

/** A code field as a list of its words; the value is the code. */
export function CodeSelect({ name, label, hint, table, onCodeChange }: ControlProps & { table: CodeTable; onCodeChange?: (code: unknown) => void }) {
  const { register, locked, field } = useControl({ name, label, hint });
  return (
    <SelectField
      {...field}
      disabled={locked}
      {...register(name, { setValueAs: numberValue, onChange: (event: { target: { value: string } }) => onCodeChange?.(numberValue(event.target.value)) })}
    >
      <option value="">{field.optional ? "Not given" : "Select…"}</option>
      {Object.values(table).map((code) => (
        <option key={code} value={code}>
          {codeLabel(table, code)}
        </option>
      ))}
    </SelectField>
  );
}

export function CheckboxInput({ name, label, hint }: ControlProps) {
  const { register, locked, field } = useControl({ name, label, hint });
  return <CheckboxField id={field.id} label={field.label} error={field.error} hint={field.hint} disabled={locked} {...register(name)} />;
}

/** A list's own message ("must have at least one item", "cannot be changed"). */
export function ListError({ name }: { name: FieldName }) {
  const { control, getFieldState } = useLoanFormContext();
  const formState = useFormState({ control, name, exact: true });
  const { error } = getFieldState(name, formState);
  const message = error?.message ?? error?.root?.message;
  if (!message) return null;
  return (
    <p className="mb-3 text-sm text-red-700" role="alert">
      {errorText(labelFor(name), message)}
    </p>
  );
}

/** The grid every section lays its fields on. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

export function Wide({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2 lg:col-span-3">{children}</div>;
}
