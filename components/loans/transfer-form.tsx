"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ErrorState, Notice } from "@/components/ui/states";
import type { ActionResult } from "@/lib/portal/action-result";
import { fieldMessage } from "@/lib/portal/format";

/** What operations read off the bank statement for one transfer. */
export interface TransferValues {
  time: string;
  amount: string;
  transaction_id: string;
}

interface TransferFormProps {
  /** Prefixes the controls' ids, so two forms can share a page. */
  id: string;
  label: string;
  timeField: { name: string; label: string };
  defaultAmount: number;
  amountHint: string;
  submitLabel: string;
  /** Extra controls before the transfer's (the release's tranche). */
  children?: ReactNode;
  record: (values: TransferValues) => Promise<ActionResult<unknown>>;
  recorded: string;
}

const LABELS: Record<string, string> = { amount: "The amount", transaction_id: "The UTR" };

/**
 * A transfer operations record from the bank's statement: when, how much,
 * and its UTR. The service checks it (lib/loans); its refusals are shown
 * by the field they name, or above the form.
 */
export function TransferForm({ id, label, timeField, defaultAmount, amountHint, submitLabel, children, record, recorded }: TransferFormProps) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    setPending(true);
    setOutcome(null);
    const result = await record({ time: text(timeField.name), amount: text("amount"), transaction_id: text("transaction_id") });
    setPending(false);
    if (result.ok) {
      setFieldErrors({});
      setOutcome({ ok: true, message: recorded });
      router.refresh();
      return;
    }
    setFieldErrors(Object.fromEntries(result.error.fields.map((field) => [field.path, field.message])));
    setOutcome({ ok: false, message: result.error.message });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate aria-label={label}>
      {outcome &&
        (outcome.ok ? (
          <Notice>{outcome.message}</Notice>
        ) : (
          <ErrorState title="Not recorded">
            <p>{outcome.message}</p>
          </ErrorState>
        ))}
      {children}
      <TextField
        id={`${id}-time`}
        name={timeField.name}
        type="datetime-local"
        step={1}
        label={timeField.label}
        hint="India time, as on the bank's statement."
        error={fieldMessage(timeField.label, fieldErrors[timeField.name])}
      />
      <TextField
        id={`${id}-amount`}
        name="amount"
        inputMode="decimal"
        label="Amount (₹)"
        defaultValue={defaultAmount.toFixed(2)}
        hint={amountHint}
        error={fieldMessage(LABELS.amount ?? "", fieldErrors.amount)}
      />
      <TextField
        id={`${id}-utr`}
        name="transaction_id"
        label="UTR"
        autoComplete="off"
        spellCheck={false}
        hint="The bank's reference: 12-22 capital letters and digits. Each UTR is recorded once."
        error={fieldMessage(LABELS.transaction_id ?? "", fieldErrors.transaction_id)}
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Recording…" : submitLabel}
      </Button>
    </form>
  );
}
