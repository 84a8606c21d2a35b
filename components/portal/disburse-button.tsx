"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { disburseAction } from "@/app/(portal)/loans/[leadId]/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/states";
import type { DisbursalDue } from "@/lib/loans/disbursal-amount";
import { formatRupees as rupees } from "@/lib/portal/format";
import { DisbursalBreakdownTable } from "./disbursal-breakdown";

/**
 * Disbursal is final, so it sits behind a confirmation that shows the net
 * amount due first. Paying out is the expected next step of an Approved
 * loan, not a destructive one, so the confirmation is a primary button.
 */
export function DisburseButton({ leadId, due, disabled }: { leadId: string; due: DisbursalDue; disabled: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await disburseAction(leadId);
      setOpen(false);
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      setError(null);
      router.refresh();
    });
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled || busy}>
        Disburse
      </Button>
      {error && <ErrorState title="Not disbursed">{error}</ErrorState>}
      <ConfirmDialog
        open={open}
        title="Disburse this loan?"
        confirmLabel="Disburse now"
        confirmVariant="primary"
        confirmDisabled={!due.payable}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {due.payable ? (
          <>
            <p className="mb-3">
              Net amount due: <strong className="tabular-nums">{rupees(due.breakdown.net)}</strong>, to be released now. A loan is disbursed once: after
              this its details can no longer be changed.
            </p>
            <DisbursalBreakdownTable breakdown={due.breakdown} caption="How the net amount due is reached" />
          </>
        ) : (
          <ErrorState title="Nothing to pay out">
            The loan&apos;s tranches leave nothing to disburse; correct them first: {due.reasons.join("; ")}.
          </ErrorState>
        )}
      </ConfirmDialog>
    </>
  );
}
