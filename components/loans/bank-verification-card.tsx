"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { ErrorState, Notice } from "@/components/ui/states";
import { ACCOUNT_FAILURE_WORDS, METHOD_WORDS, REASON_WORDS } from "@/lib/bank-verification/verification-words";
import { fieldMessage } from "@/lib/portal/format";
import { formatDateTime } from "@/lib/format/indian-format";
import type { RecordVerificationAction } from "@/lib/portal/portal-actions";
import { verificationResultSchema, type BankAccountVerification, type VerificationResult } from "@/lib/schemas/bank-verification";

const STATUS_TONE: Readonly<Record<BankAccountVerification["status"], Tone>> = { verified: "green", pending: "amber", failed: "red" };

/** The verification of the account the loan pays into, as every role sees it. */
function VerificationDetails({ verification }: { verification: BankAccountVerification | null }) {
  if (!verification) return <p className="text-sm text-slate-600">Not verified: the loan was booked before accounts were verified, or is Rejected.</p>;
  return (
    <DetailList
      items={[
        ["Status", <Badge key="status" tone={STATUS_TONE[verification.status]}>{verification.status}</Badge>],
        ["Account", <span key="account" className="font-mono">{verification.ac_number}</span>],
        ["Name at the bank", verification.name_at_bank ?? "—"],
        ["Name match score", verification.name_match_score === null ? "—" : `${verification.name_match_score} / 100`],
        ["Reason", verification.reason ? REASON_WORDS[verification.reason] : "—"],
        ["Method", METHOD_WORDS[verification.method]],
        ["Verified", verification.verified_at ? formatDateTime(verification.verified_at) : "Not yet"],
      ]}
    />
  );
}

type Values = z.input<typeof verificationResultSchema>;

/** Operations record the bank's answer: the name it holds for the account, or why it cannot be paid. */
function VerificationForm({ leadId, answering, recordVerification }: { leadId: string; answering: string | null; recordVerification: RecordVerificationAction }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, VerificationResult>({
    resolver: zodResolver(verificationResultSchema),
    shouldUnregister: true,
    defaultValues: { outcome: "name_at_bank", name_at_bank: "" },
  });
  const chosen = useWatch({ control: form.control, name: "outcome" });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await recordVerification(leadId, answering, values);
    if (!result.ok) {
      for (const field of result.error.fields) {
        if (field.path === "name_at_bank" || field.path === "reason") form.setError(field.path, { message: field.message });
      }
      setFailure(result.error.message);
    }
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-4 border-t border-slate-200 pt-4" noValidate aria-label="Record the bank's answer">
      {failure && <ErrorState title="The answer was not recorded">{failure}</ErrorState>}
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">The bank&apos;s answer</legend>
        <div className="mt-2 space-y-1 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="name_at_bank" className="h-4 w-4 accent-indigo-700" {...form.register("outcome")} />
            The bank gave the account holder&apos;s name
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="account_failed" className="h-4 w-4 accent-indigo-700" {...form.register("outcome")} />
            The account cannot be paid into
          </label>
        </div>
      </fieldset>
      {chosen === "name_at_bank" ? (
        <TextField
          id="name-at-bank"
          label="Name at the bank"
          hint="Exactly as the bank holds it. The service scores it against the borrower's names: below 80 the account fails, with no override."
          autoComplete="off"
          error={fieldMessage("The name", "name_at_bank" in errors ? errors.name_at_bank?.message : undefined)}
          {...form.register("name_at_bank")}
        />
      ) : (
        <SelectField
          id="verification-failure"
          label="Why the account cannot be paid"
          error={fieldMessage("The reason", "reason" in errors ? errors.reason?.message : undefined)}
          defaultValue=""
          {...form.register("reason")}
        >
          <option value="" disabled>
            Choose the bank&apos;s reason…
          </option>
          {ACCOUNT_FAILURE_WORDS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Recording…" : "Record answer"}
      </Button>
    </form>
  );
}

/**
 * The loan page's bank-account verification: shown to every role; the form
 * only to operations, and only while the verification takes an answer.
 */
export function BankVerificationCard({
  leadId,
  verification,
  verificationId,
  canRecord,
  recordVerification,
}: {
  leadId: string;
  verification: BankAccountVerification | null;
  /** The verification shown, which an answer names (null: none). */
  verificationId: string | null;
  canRecord: boolean;
  recordVerification: RecordVerificationAction;
}) {
  return (
    <div>
      <VerificationDetails verification={verification} />
      {verification?.status === "verified" && <Notice>The disbursal and any mandate use only this account.</Notice>}
      {canRecord && <VerificationForm leadId={leadId} answering={verificationId} recordVerification={recordVerification} />}
    </div>
  );
}
