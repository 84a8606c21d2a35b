"use client";

import { useState } from "react";
import { EditLoanForm } from "@/components/loans/form/edit-loan-form";
import { LoanDataView } from "@/components/loans/form/loan-data-view";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/states";
import type { UpdateLoanAction } from "@/lib/portal/portal-actions";
import type { Loan } from "@/lib/schemas/loan";
import { useLiveLoanPause } from "./live-loan";

/** The loan's data grouped as in the wizard; partner staff may switch to editing it until it is disbursed. */
export function LoanDetails({ loan, leadId, etag, editable, updateLoan }: { loan: Loan; leadId: string; etag: string; editable: boolean; updateLoan: UpdateLoanAction }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const open = editing && editable;
  useLiveLoanPause(open);
  return (
    <div className="space-y-4">
      {/* In the page before its message and in the same place either way, so that saving is announced as well as shown. */}
      <div aria-live="polite">{saved && !open && <Notice>Changes saved. The loan below shows them.</Notice>}</div>
      {editable && (
        <div className="flex justify-end">
          {open ? (
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Close editing
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit loan details
            </Button>
          )}
        </div>
      )}
      {open ? (
        <EditLoanForm
          initial={loan}
          leadId={leadId}
          etag={etag}
          updateLoan={updateLoan}
          onSaved={() => {
            setSaved(true);
            setEditing(false);
          }}
        />
      ) : (
        <LoanDataView loan={loan} />
      )}
    </div>
  );
}
