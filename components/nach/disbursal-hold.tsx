"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { ErrorState, Notice } from "@/components/ui/states";
import { formatDateTime } from "@/lib/format/indian-format";
import type { ClearDisbursalHoldAction } from "@/lib/portal/portal-actions";
import type { PortalMandateDetail } from "@/lib/portal/portal-mandates";

/**
 * The hold a failure for the account holder's death, lunacy or insolvency
 * (NPCI M013-M015) puts on the loan's disbursal: who cleared it and why, or,
 * for operations, the note and button that clear it.
 */
export function DisbursalHold({ nachId, hold, canClear, clearDisbursalHold }: {
  nachId: string;
  hold: NonNullable<PortalMandateDetail["disbursalHold"]>;
  canClear: boolean;
  clearDisbursalHold: ClearDisbursalHoldAction;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  if (hold.clearance) {
    return (
      <Notice>
        <p className="font-medium">Disbursal hold cleared</p>
        <p className="mt-1">
          By {hold.clearance.clearedBy} on {formatDateTime(hold.clearance.clearedAt)}: {hold.clearance.note}
        </p>
      </Notice>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await clearDisbursalHold(nachId, { note });
    setPending(false);
    if (!result.ok) {
      setError({ field: result.error.fields.find((field) => field.path === "note")?.message ?? null, message: result.error.message });
      return;
    }
    router.refresh();
    await queryClient.invalidateQueries({ queryKey: ["mandates"] });
  };

  return (
    <div className="space-y-3">
      <ErrorState title="The loan's disbursal is on hold">
        This failure says the account holder died, was found of unsound mind or became insolvent: the loan is not paid out until operations clear it.
      </ErrorState>
      {canClear && (
        <form onSubmit={onSubmit} className="space-y-3" aria-label="Clear the disbursal hold">
          <TextAreaField
            id={`hold-note-${nachId}`}
            label="Why the disbursal may go on"
            hint="Kept with your name and the time in the loan's history."
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={error?.field ? `The note ${error.field}` : undefined}
            rows={3}
            maxLength={1000}
            required
          />
          {error && !error.field && <p className="text-sm text-red-700">{error.message}</p>}
          <Button type="submit" disabled={pending}>
            Clear the disbursal hold
          </Button>
        </form>
      )}
    </div>
  );
}
