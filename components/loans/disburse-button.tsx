"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { ErrorState } from "@/components/ui/states";
import type { DisbursalDue } from "@/lib/loans/disbursal-amount";
import { formatRupees as rupees } from "@/lib/format/indian-format";
import type { DisburseAction } from "@/lib/portal/portal-actions";
import { DisbursalBreakdownTable } from "./disbursal-breakdown";

/**
 * Disbursal is final, so it sits behind a confirmation that shows the net
 * amount due first. Paying out is the expected next step of an Approved
 * loan, not a destructive one, so the confirmation is a primary button.
 */
export function DisburseButton({ leadId, due, utrRequired, disabledReason, disburse }: {
  leadId: string;
  due: DisbursalDue;
  utrRequired: boolean;
  /** Why the loan can no longer be disbursed (it was), shown under the disabled button; null otherwise. */
  disabledReason: string | null;
  disburse: DisburseAction;
}) {
  const router = useRouter();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState("");
  const [utrError, setUtrError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await disburse(leadId, utr);
      const onUtr = result.ok ? undefined : result.error.fields.find((field) => field.path === "transaction_id");
      // A UTR to correct keeps the dialog open on it; anything else closes it and says why.
      if (onUtr) {
        setUtrError(`The UTR ${onUtr.message}`);
        return;
      }
      setOpen(false);
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      setError(null);
      router.refresh();
    });
  // A loan that cannot be paid today says why on the page, before anyone opens the confirmation.
  const reason = disabledReason ?? (due.payable ? null : `${due.reasons.join("; ")}.`);
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button onClick={() => setOpen(true)} disabled={reason !== null || busy} aria-describedby={reason ? reasonId : undefined}>
        Disburse
      </Button>
      {reason && (
        <p id={reasonId} className="max-w-md text-sm text-slate-600">
          {reason}
        </p>
      )}
      {error && <ErrorState title="Not disbursed">{error}</ErrorState>}
      <ConfirmDialog
        open={open}
        title="Disburse this loan?"
        confirmLabel="Disburse now"
        confirmVariant="primary"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {due.payable && (
          <>
            <p className="mb-3">
              Net amount due: <strong className="tabular-nums">{rupees(due.breakdown.net)}</strong>, to be released now. A loan is disbursed once: after
              this its details can no longer be changed.
            </p>
            <DisbursalBreakdownTable breakdown={due.breakdown} caption="How the net amount due is reached" />
            <div className="mt-4">
              <TextField
                id={`utr-${leadId}`}
                label="Bank UTR"
                optional={!utrRequired}
                required={utrRequired}
                value={utr}
                onChange={(event) => {
                  setUtr(event.target.value);
                  setUtrError(undefined);
                }}
                error={utrError}
                hint={utrRequired ? "The transfer's UTR: 12-22 upper-case letters and digits." : "12-22 upper-case letters and digits; left empty, the sandbox bank makes one."}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
