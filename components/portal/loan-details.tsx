"use client";

import { useState } from "react";
import { EditLoanForm } from "@/components/loan-form/edit-loan-form";
import { LoanDataView } from "@/components/loan-form/loan-data-view";
import { Button } from "@/components/ui/button";
import type { Loan } from "@/lib/schemas/loan";

/** The loan's data grouped as in the wizard; partner staff may switch to editing it until it is disbursed. */
export function LoanDetails({ loan, leadId, etag, editable }: { loan: Loan; leadId: string; etag: string; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  if (editing && editable) {
    return (
      <div>
        <div className="mb-4 flex justify-end">
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Close editing
          </Button>
        </div>
        <EditLoanForm initial={loan} leadId={leadId} etag={etag} onSaved={() => setEditing(false)} />
      </div>
    );
  }
  return (
    <div>
      {editable && (
        <div className="mb-4 flex justify-end">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit loan details
          </Button>
        </div>
      )}
      <LoanDataView loan={loan} />
    </div>
  );
}
