"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ErrorState, Notice } from "@/components/ui/states";
import { NPCI_REASON_CODES, npciReasonLabel } from "@/lib/codes/npci-reasons";
import { fieldMessage } from "@/lib/portal/format";
import type { RecordBankResponseAction } from "@/lib/portal/portal-actions";
import { bankResponseSchema, type BankResponse } from "@/lib/schemas/nach";

type Values = z.input<typeof bankResponseSchema>;

const OPTIONS = [
  { value: "registered", label: "Registered", hint: "The bank accepted the mandate and issued its UMRN." },
  { value: "failed", label: "Failed", hint: "The bank rejected the mandate with one of NPCI's reasons." },
] as const;

/**
 * Operations staff record the sponsor bank's answer on an initiated mandate.
 * It stays mounted across the page's refresh, so the outcome stays in view
 * after the mandate has moved on.
 */
export function BankResponseForm({ nachId, status, recordBankResponse }: { nachId: string; status: string; recordBankResponse: RecordBankResponseAction }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; title: string; message: string; hint?: string } | null>(null);
  // Only the chosen answer's field is kept, so the schema's strict objects see no stray one.
  const form = useForm<Values, unknown, BankResponse>({ resolver: zodResolver(bankResponseSchema), shouldUnregister: true, defaultValues: { status: "registered", umrn: "" } });
  const chosen = useWatch({ control: form.control, name: "status" });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await recordBankResponse(nachId, values);
    if (result.ok) {
      setOutcome({ ok: true, title: `Recorded: the mandate is ${result.data.status}`, message: "The partner is told by webhook." });
    } else {
      for (const field of result.error.fields) {
        if (field.path === "umrn" || field.path === "reason_code") form.setError(field.path, { message: field.message });
      }
      const moved = result.error.code === "invalid_transition";
      const taken = result.error.code === "umrn_in_use";
      setOutcome({
        ok: false,
        title: moved ? "The mandate cannot take this response" : taken ? "This UMRN belongs to another mandate" : "The response was not recorded",
        message: result.error.message,
        hint: moved
          ? "It may have changed since this page was loaded; the page now shows its current state."
          : taken
            ? "Check the UMRN against the sponsor bank's response: NPCI issues each one once."
            : undefined,
      });
    }
    router.refresh();
    await queryClient.invalidateQueries({ queryKey: ["mandates"] });
  });

  const notice =
    outcome &&
    (outcome.ok ? (
      <Notice>
        <p className="font-medium">{outcome.title}</p>
        <p className="mt-1">{outcome.message}</p>
      </Notice>
    ) : (
      <ErrorState title={outcome.title}>
        <p>{outcome.message}</p>
        {outcome.hint && <p className="mt-1">{outcome.hint}</p>}
      </ErrorState>
    ));
  if (status !== "initiated") {
    return (
      <div className="space-y-3">
        {notice}
        {!outcome?.ok && <p className="text-sm text-slate-600">Only an initiated mandate takes the sponsor bank&apos;s response; this one is {status}.</p>}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Record the bank's response">
      {notice}
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">The sponsor bank&apos;s response</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {OPTIONS.map((option) => (
            // The label holds only the option's name, so "UMRN" names the text box alone; its overlay makes the whole card clickable, under the radio itself.
            <div key={option.value} className="relative flex gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50">
              <input
                id={`bank-status-${option.value}`}
                type="radio"
                value={option.value}
                aria-describedby={`bank-status-${option.value}-hint`}
                className="relative z-10 mt-0.5 h-4 w-4 accent-indigo-700"
                {...form.register("status")}
              />
              <div>
                <label htmlFor={`bank-status-${option.value}`} className="block cursor-pointer text-sm font-medium text-slate-900 after:absolute after:inset-0 after:content-['']">
                  {option.label}
                </label>
                <p id={`bank-status-${option.value}-hint`} className="text-xs text-slate-600">
                  {option.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      {chosen === "registered" ? (
        <TextField
          id="bank-umrn"
          label="UMRN"
          hint="As issued by the sponsor bank: 20 characters, the bank's 4 capital letters, 0, then 15 digits."
          autoComplete="off"
          spellCheck={false}
          error={fieldMessage("The UMRN", "umrn" in errors ? errors.umrn?.message : undefined)}
          {...form.register("umrn")}
        />
      ) : (
        <SelectField
          id="bank-reason-code"
          label="NPCI rejection reason"
          hint="The code in the sponsor bank's response; the partner sees the code and its description."
          error={fieldMessage("The reason", "reason_code" in errors ? errors.reason_code?.message : undefined)}
          defaultValue=""
          {...form.register("reason_code")}
        >
          <option value="" disabled>
            Choose the bank&apos;s reason…
          </option>
          {NPCI_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {npciReasonLabel(code)}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Recording…" : "Record response"}
      </Button>
    </form>
  );
}
