"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { disburseAction } from "@/app/(portal)/loans/[leadId]/actions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/states";

/** Disbursal is final, so it sits behind a confirmation. */
export function DisburseButton({ leadId, amountText, disabled }: { leadId: string; amountText: string; disabled: boolean }) {
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
      <Button variant="danger" onClick={() => setOpen(true)} disabled={disabled || busy}>
        Disburse
      </Button>
      {error && <ErrorState title="Not disbursed">{error}</ErrorState>}
      <ConfirmDialog open={open} title="Disburse this loan?" confirmLabel="Disburse now" busy={busy} onConfirm={confirm} onCancel={() => setOpen(false)}>
        {amountText} will be released now. A loan is disbursed once: after this its details can no longer be changed.
      </ConfirmDialog>
    </>
  );
}
