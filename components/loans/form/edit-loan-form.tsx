"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useSyncExternalStore } from "react";
import { FormProvider } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/states";
import type { UpdateLoanAction } from "@/lib/portal/portal-actions";
import type { Loan } from "@/lib/schemas/loan";
import { BankSection } from "./bank-section";
import { CoApplicantsSection } from "./co-applicants-section";
import type { FieldName } from "./controls";
import { CustomerSection } from "./customer-section";
import { firstInOrder, isDirtyTree, patchOf, toFormValues } from "./form-values";
import { KycSection } from "./kyc-section";
import { LoanTermsSection } from "./loan-terms-section";
import { RefusalBanner } from "./refusal-banner";
import { ScheduleSection } from "./schedule-section";
import { planServerError, type Banner } from "./server-errors";
import { useLoanForm } from "./use-loan-form";

// Contract section 4: the customer identifier information no update may change.
const IDENTIFIERS: ReadonlySet<string> = new Set(["partner_loan_id", "full_name", "mobile_number", "date_of_birth", "kyc.kyc_type", "kyc.identifier"]);

const MESSAGES = {
  precondition_failed: "Someone changed this loan meanwhile; reload to see their change",
  loan_disbursed: "This loan has been disbursed; it can no longer be changed",
} as const;

const noSubscription = () => () => {};

interface EditLoanFormProps {
  /** The loan body as the read returns it (codes, ISO dates); the read's own fields are ignored. */
  initial: Loan;
  leadId: string;
  /** The read's ETag: the save applies only to the loan as it was read. */
  etag: string;
  updateLoan: UpdateLoanAction;
  onSaved?: () => void;
}

/**
 * Every section on one page; saving sends the changed fields as a PATCH.
 * When the loan changes (a new ETag after a save or a reload), the form
 * starts again from it.
 */
export function EditLoanForm(props: EditLoanFormProps) {
  const [savedEtag, setSavedEtag] = useState<string | null>(null);
  // Undo starts the form again: a reset would leave what was typed in inputs the loan has no value for.
  const [round, setRound] = useState(0);
  return (
    <EditForm
      key={`${props.etag}:${round}`}
      {...props}
      onUndo={() => setRound(round + 1)}
      saved={savedEtag !== null && savedEtag === props.etag}
      onSaved={(etag) => {
        setSavedEtag(etag);
        props.onSaved?.();
      }}
    />
  );
}

type EditFormProps = Omit<EditLoanFormProps, "onSaved"> & { saved: boolean; onSaved: (etag: string) => void; onUndo: () => void };

function EditForm({ initial, leadId, etag, updateLoan, saved, onSaved, onUndo }: EditFormProps) {
  const router = useRouter();
  const form = useLoanForm(toFormValues(initial), "update");
  const [banner, setBanner] = useState<Banner | null>(null);
  const { dirtyFields, isSubmitting } = form.formState;
  const changed = isDirtyTree(dirtyFields);
  const extraAccounts = initial.bank_account.ac_number.length - 1;
  // Until the form is live, what is typed would be overwritten as it starts: the fields wait, disabled.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  const unchangedId = useId();

  const focus = (path: string | undefined) => {
    if (path) form.setFocus(path as FieldName);
  };

  const save = form.handleSubmit(async (loan) => {
    setBanner(null);
    const patch = patchOf(loan, dirtyFields, initial);
    if (Object.keys(patch).length === 0) return;
    const result = await updateLoan({ leadId, patch, etag });
    if (result.ok) {
      onSaved(result.data.etag);
      router.refresh();
      return;
    }
    const plan = planServerError(result.error, { title: "The changes were not saved", messages: MESSAGES });
    for (const issue of plan.fields) form.setError(issue.path as FieldName, { type: "server", message: issue.message });
    setBanner(plan.banner);
    focus(firstInOrder(plan.fields.map((issue) => issue.path)));
  });

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Edit the loan" onSubmit={(event) => void save(event)}>
        <fieldset disabled={!live} className="min-w-0 space-y-6">
          <CustomerSection locked={IDENTIFIERS} />
          <LoanTermsSection />
          <BankSection accountHint={extraAccounts > 0 ? `The loan holds ${extraAccounts} more account number${extraAccounts === 1 ? "" : "s"}, kept as they are` : undefined} />
          <KycSection locked={IDENTIFIERS} />
          <CoApplicantsSection />
          <ScheduleSection />
        </fieldset>
        <div className="sticky bottom-0 z-10 mt-6 rounded-lg border border-slate-200 bg-white/95 p-3 shadow-md backdrop-blur">
          {banner && (
            <div className="mb-3">
              <RefusalBanner banner={banner}>
                {banner.code === "precondition_failed" && (
                  <Button variant="secondary" className="mt-2" onClick={() => router.refresh()}>
                    Reload
                  </Button>
                )}
              </RefusalBanner>
            </div>
          )}
          {saved && !changed && (
            <div className="mb-3">
              <Notice>Changes saved.</Notice>
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {!changed && (
              <p id={unchangedId} className="text-sm text-slate-600 sm:mr-auto">
                Nothing to save yet: change a field first.
              </p>
            )}
            <Button variant="secondary" onClick={onUndo} disabled={!changed || isSubmitting} aria-describedby={changed ? undefined : unchangedId}>
              Undo changes
            </Button>
            <Button type="submit" disabled={!changed || isSubmitting} aria-describedby={changed ? undefined : unchangedId}>
              {isSubmitting ? "Saving…" : "Save changes"}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
