import type { ComponentProps, ReactNode } from "react";

const CONTROL =
  "mt-1 block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-indigo-500 disabled:bg-slate-100 disabled:text-slate-500";

const controlClass = (error?: string) => `${CONTROL} ${error ? "border-red-500" : "border-slate-300"}`;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Adds "(optional)" to the label, so people know what they may skip. */
  optional?: boolean;
  /** For controls whose meaning a table header already shows; screen readers still hear the label. */
  hideLabel?: boolean;
  children: ReactNode;
}

/** A label, a control and its error, wired for screen readers. */
export function Field({ id, label, error, hint, optional, hideLabel, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A field's hint, or its error once it has one; ids match `described`.
 * Not a live region: an error is said once, read with its field when the
 * form moves focus there (docs/decisions/0049-form-errors.md).
 */
function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

const described = (id: string, error?: string, hint?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

type Common = { id: string; label: string; error?: string; hint?: string; optional?: boolean; hideLabel?: boolean };

export function TextField({ id, label, error, hint, optional, hideLabel, ...props }: Common & ComponentProps<"input">) {
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional} hideLabel={hideLabel}>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} className={controlClass(error)} {...props} />
    </Field>
  );
}

export function SelectField({ id, label, error, hint, optional, hideLabel, children, ...props }: Common & ComponentProps<"select">) {
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional} hideLabel={hideLabel}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} className={controlClass(error)} {...props}>
        {children}
      </select>
    </Field>
  );
}

export function TextAreaField({ id, label, error, hint, optional, hideLabel, ...props }: Common & ComponentProps<"textarea">) {
  return (
    <Field id={id} label={label} error={error} hint={hint} optional={optional} hideLabel={hideLabel}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} className={controlClass(error)} {...props} />
    </Field>
  );
}

/** A checkbox with its label beside it; the error sits under both. */
export function CheckboxField({ id, label, error, hint, ...props }: Omit<Common, "optional" | "hideLabel"> & Omit<ComponentProps<"input">, "type">) {
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, error, hint)}
          className="h-4 w-4 rounded border-slate-300 text-indigo-700 focus:ring-2 focus:ring-indigo-500 disabled:opacity-60"
          {...props}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
