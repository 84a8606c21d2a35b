"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useController, useForm, useWatch, type Control } from "react-hook-form";
import type { z } from "zod";
import { numberValue } from "@/components/loans/form/form-values";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { ErrorState } from "@/components/ui/states";
import { fieldMessage } from "@/lib/portal/format";
import { formatRupees as rupees } from "@/lib/format/indian-format";
import { DEBIT_TYPE, FREQUENCY } from "@/lib/portal/mandate-snapshot-text";
import type { NachStartTerms } from "@/lib/portal/nach-start-terms";
import { planNachRefusal, type NachRefusalPlan } from "@/lib/portal/nach-start-refusal";
import type { NachStartRequest, StartNachAction } from "@/lib/portal/portal-actions";
import { nachInitiateRequestSchema, type MandateSnapshot } from "@/lib/schemas/nach";

// The API's own request, less what the page fixes: the loan, and the account (the verified one).
const startSchema = nachInitiateRequestSchema.omit({ lead_id: true, ac_number: true });
type Values = z.input<typeof startSchema>;

const MAX_SIGNATORIES = 3;

/** NPCI's boxes in words, with the letters the form prints. */
const ACCOUNT_TYPE_OPTIONS: Record<MandateSnapshot["account_type"], string> = {
  savings: "Savings (SB)",
  current: "Current (CA)",
  sb_nro: "Non-resident ordinary savings (SB-NRO)",
  other: "Other",
};

const LABELS: Record<Exclude<NachRefusalPlan["fields"][number]["path"], `signatories.${number}`>, string> = {
  frequency: "The frequency",
  debit_type: "The debit type",
  amount: "The amount",
  start_date: "The start date",
  end_date: "The end date",
  until_cancelled: "Until cancelled",
  account_type: "The account type",
  signatories: "The signatories",
  account: "The account",
};

const labelOf = (path: NachRefusalPlan["fields"][number]["path"]): string => {
  const signatory = /^signatories\.(\d+)$/.exec(path);
  return signatory ? `Signatory ${Number(signatory[1]) + 1}` : LABELS[path as keyof typeof LABELS];
};

function SignatoryInput({ control, index, idPrefix, onRemove }: { control: Control<Values>; index: number; idPrefix: string; onRemove: (() => void) | null }) {
  const { field, fieldState } = useController({ control, name: `signatories.${index}` });
  const label = `Signatory ${index + 1}`;
  return (
    <div className="flex items-start gap-2">
      <div className="flex-1">
        <TextField
          id={`${idPrefix}-signatory-${index}`}
          label={label}
          autoComplete="off"
          error={fieldMessage(label, fieldState.error?.message)}
          {...field}
          value={field.value ?? ""}
        />
      </div>
      {onRemove && (
        <Button variant="ghost" size="sm" className="mt-7" onClick={onRemove} aria-label={`Remove signatory ${index + 1}`}>
          Remove
        </Button>
      )}
    </div>
  );
}

/**
 * The terms a new mandate's form will print, filled with the initiation's
 * defaults for staff to check and, within the contract's choices, change
 * before confirming. Confirming starts the mandate with exactly these
 * values; a refusal shows beside the field it is about and starts nothing.
 */
export function NachStartDialog({ leadId, terms, startNach, onStarted, onRefused, onCancel }: {
  leadId: string;
  /** The terms as the page last read them; null while the dialog is closed. */
  terms: NachStartTerms | null;
  startNach: StartNachAction;
  onStarted: () => Promise<void>;
  /** After a refusal, so the page re-reads what may have changed (another mandate, the loan's status). */
  onRefused: () => Promise<void>;
  onCancel: () => void;
}) {
  const formId = useId();
  return (
    <ConfirmDialog
      open={terms !== null}
      title="Start a physical NACH mandate?"
      confirmLabel="Start mandate"
      confirmVariant="primary"
      formId={formId}
      wide
      onCancel={onCancel}
    >
      {/* Mounted afresh at each opening, so it starts from the terms as they stand then. */}
      {terms && <TermsForm formId={formId} leadId={leadId} terms={terms} startNach={startNach} onStarted={onStarted} onRefused={onRefused} />}
    </ConfirmDialog>
  );
}

function TermsForm({ formId, leadId, terms, startNach, onStarted, onRefused }: {
  formId: string;
  leadId: string;
  terms: NachStartTerms;
  startNach: StartNachAction;
  onStarted: () => Promise<void>;
  onRefused: () => Promise<void>;
}) {
  const { defaults, account, fixedAmount, minimumAmount } = terms;
  const form = useForm<Values, unknown, NachStartRequest>({
    resolver: zodResolver(startSchema),
    defaultValues: {
      frequency: defaults.frequency,
      debit_type: defaults.debit_type,
      amount: defaults.amount,
      start_date: defaults.start_date,
      end_date: defaults.end_date ?? "",
      until_cancelled: defaults.until_cancelled,
      account_type: defaults.account_type,
      signatories: defaults.signatories,
    },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const [debitType, untilCancelled, signatories = []] = useWatch({ control: form.control, name: ["debit_type", "until_cancelled", "signatories"] });
  const fixed = debitType === "fixed";
  const id = (name: string) => `${formId}-${name}`;
  const message = (name: keyof typeof LABELS) => {
    const error = errors[name as keyof typeof errors];
    return fieldMessage(LABELS[name], error && "message" in error ? error.message : undefined);
  };

  const submit = form.handleSubmit(async (request) => {
    setBanner(null);
    setAccountError(null);
    const result = await startNach(leadId, request);
    if (result.ok) {
      await onStarted();
      return;
    }
    const plan = planNachRefusal(result.error);
    setBanner(plan.banner);
    plan.fields.forEach(({ path, message: text }, index) => {
      const worded = fieldMessage(labelOf(path), text) ?? text;
      if (path === "account") setAccountError(worded);
      else form.setError(path, { type: "server", message: worded }, { shouldFocus: index === 0 });
    });
    await onRefused();
  });

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="Mandate terms" className="space-y-4">
      <p>The mandate form prints these terms for the customer to sign. Check them before starting: once the mandate starts they cannot change.</p>
      {banner && <ErrorState title="The mandate was not started">{banner}</ErrorState>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          id={id("frequency")}
          label="Frequency"
          hint={terms.frequencies.length === 1 ? "The instalments are not monthly: the bank debits them as presented." : undefined}
          error={message("frequency")}
          {...form.register("frequency")}
        >
          {terms.frequencies.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY[frequency]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id("debit_type")}
          label="Debit type"
          hint={fixedAmount === null ? "Not fixed: the instalments are not all the same amount." : undefined}
          error={message("debit_type")}
          {...form.register("debit_type", {
            // A fixed mandate debits exactly the instalment; back on maximum, the default amount returns.
            onChange: (event: { target: { value: string } }) => form.setValue("amount", event.target.value === "fixed" && fixedAmount !== null ? fixedAmount : defaults.amount),
          })}
        >
          <option value="maximum">{DEBIT_TYPE.maximum}</option>
          {fixedAmount !== null && <option value="fixed">{DEBIT_TYPE.fixed}</option>}
        </SelectField>
        <TextField
          id={id("amount")}
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          readOnly={fixed}
          hint={fixed ? "A fixed mandate debits exactly the instalment." : `At least ${rupees(minimumAmount)}, the largest instalment.`}
          error={message("amount")}
          {...form.register("amount", { setValueAs: numberValue })}
        />
        <SelectField id={id("account_type")} label="Account type" error={message("account_type")} {...form.register("account_type")}>
          {terms.accountTypes.map((type) => (
            <option key={type} value={type}>
              {ACCOUNT_TYPE_OPTIONS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={id("start_date")}
          label="From"
          type="date"
          hint="By default the first instalment's due date."
          error={message("start_date")}
          {...form.register("start_date")}
        />
        <div className="space-y-2">
          <TextField
            id={id("end_date")}
            label="To"
            type="date"
            hint={untilCancelled ? "Open-ended: the mandate runs until cancelled." : "By default 6 months after the last instalment's due date."}
            error={message("end_date")}
            {...form.register("end_date", { disabled: untilCancelled === true })}
          />
          <CheckboxField id={id("until_cancelled")} label="Until cancelled" error={message("until_cancelled")} {...form.register("until_cancelled")} />
        </div>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-700">Account debited</p>
        <p className="mt-1 text-sm text-slate-900">
          <span className="font-mono">{account.number}</span> · {account.bankName ?? "Bank unknown"} · <span className="font-mono">{account.ifscCode}</span>
        </p>
        {accountError ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {accountError}
          </p>
        ) : (
          <p className="mt-1 text-xs text-slate-500">The loan&apos;s verified account; a mandate debits no other.</p>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Signatories, as in the bank&apos;s records (1 to {MAX_SIGNATORIES})</legend>
        {message("signatories") && <p className="text-sm text-red-700">{message("signatories")}</p>}
        {signatories.map((_, index) => (
          <SignatoryInput
            // By position: a removal re-reads every row's value from the form.
            key={index}
            control={form.control}
            index={index}
            idPrefix={formId}
            onRemove={signatories.length > 1 ? () => form.setValue("signatories", signatories.filter((__, other) => other !== index)) : null}
          />
        ))}
        {signatories.length < MAX_SIGNATORIES && (
          <Button variant="secondary" size="sm" onClick={() => form.setValue("signatories", [...signatories, ""])}>
            Add a signatory
          </Button>
        )}
      </fieldset>
    </form>
  );
}
