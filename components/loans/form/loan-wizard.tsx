"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { FormProvider, type DefaultValues, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Loading, Notice } from "@/components/ui/states";
import type { BookLoanAction } from "@/lib/portal/portal-actions";
import type { Loan } from "@/lib/schemas/loan";
import type { TrancheLimits } from "@/lib/terms/terms-checks";
import { BankSection } from "./bank-section";
import { CoApplicantsSection } from "./co-applicants-section";
import { ConsentsSection, ConsentTexts } from "./consents-section";
import type { FieldName } from "./controls";
import { CustomerSection } from "./customer-section";
import { clearDraft, readDraft } from "./draft";
import { DraftSaver } from "./draft-saver";
import type { SectionProps } from "./form-section";
import { blankLoan, bookingBody, firstErrorPath, firstInOrder, type LoanFormValues } from "./form-values";
import { KycSection } from "./kyc-section";
import { LoanTermsSection } from "./loan-terms-section";
import { RefusalBanner } from "./refusal-banner";
import { REVIEW_TITLE_ID, ReviewStep } from "./review-step";
import { ScheduleSection } from "./schedule-section";
import { SECTIONS, sectionIndexOf, sectionTitleId, type SectionId } from "./sections";
import { planServerError, type Banner } from "./server-errors";
import { StepIndicator } from "./step-indicator";
import { stepRuleIssues } from "./step-rules";
import { useLoanForm } from "./use-loan-form";
import { formatDateTime } from "@/lib/format/indian-format";

const SECTION_FORMS: Record<SectionId, ComponentType<SectionProps>> = {
  customer: CustomerSection,
  terms: WizardTermsSection,
  bank: BankSection,
  kyc: KycSection,
  "co-applicants": CoApplicantsSection,
  schedule: ScheduleSection,
  consents: ConsentsSection,
};

function WizardTermsSection(props: SectionProps) {
  return <LoanTermsSection {...props} wizard />;
}

const STEP_RULES_MESSAGE = "These do not add up; change what they name before going on:";

const STEP_NAMES = [...SECTIONS.map((section) => section.step), "Review"];
const REVIEW = SECTIONS.length;

const onlyOnTheClient = () => () => {};

/**
 * The booking wizard. It renders in the browser only, since the draft it
 * starts from lives there; the page around it renders on the server.
 */
interface WizardProps {
  draftKey: string;
  bookLoan: BookLoanAction;
  /** The configured limits on withheld money, which the tranche checks read as the API does. */
  limits: TrancheLimits;
  /** The lender's registered consent texts, offered for the consents' text version. */
  consentTexts: readonly string[];
}

export function LoanWizard({ draftKey, bookLoan, limits, consentTexts }: WizardProps) {
  const inBrowser = useSyncExternalStore(onlyOnTheClient, () => true, () => false);
  // A discarded draft starts a new form: a reset would leave what was typed in the inputs.
  const [round, setRound] = useState(0);
  if (!inBrowser) return <Loading label="Loading the form…" />;
  return (
    <ConsentTexts.Provider value={consentTexts}>
      <Wizard key={round} draftKey={draftKey} bookLoan={bookLoan} limits={limits} consentTexts={consentTexts} afterDiscard={round > 0} onDiscard={() => setRound(round + 1)} />
    </ConsentTexts.Provider>
  );
}

function Wizard({ draftKey, bookLoan, limits, afterDiscard, onDiscard }: WizardProps & { afterDiscard: boolean; onDiscard: () => void }) {
  const router = useRouter();
  const [draft] = useState(() => readDraft(draftKey));
  const form = useLoanForm((draft?.values as DefaultValues<LoanFormValues> | undefined) ?? blankLoan(), "booking");
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, REVIEW));
  const restored = draft !== null;
  const [banner, setBanner] = useState<Banner | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [booked, setBooked] = useState(false);
  const stopSaving = useRef(false);
  // Where focus goes once a step change has rendered: a field, or the step's heading.
  const pendingFocus = useRef<string | null>(afterDiscard ? "" : null);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === null) return;
    if (target === "") document.getElementById(step === REVIEW ? REVIEW_TITLE_ID : sectionTitleId(SECTIONS[step]?.id ?? "customer"))?.focus();
    else form.setFocus(target as FieldName);
  }, [step, form]);

  const goTo = (index: number, focus = "") => {
    if (index === step) {
      if (focus) form.setFocus(focus as FieldName);
      return;
    }
    pendingFocus.current = focus;
    setStep(index);
  };

  const showFirstError = (errors: FieldErrors<LoanFormValues>) => {
    const path = firstErrorPath(errors);
    if (path) goTo(Math.max(sectionIndexOf(path), 0), path);
  };

  const next = async () => {
    const fields = SECTIONS[step]?.fields ?? [];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return;
    const early = stepRuleIssues(form.getValues(), step, limits);
    if (early.length > 0) {
      // Placed as a refusal of the same terms on submission would be: on their fields, else listed above the buttons.
      const plan = planServerError({ code: "validation_error", message: STEP_RULES_MESSAGE, fields: early, details: {} }, { title: "Check these before going on" });
      for (const issue of plan.fields) form.setError(issue.path as FieldName, { type: "custom", message: issue.message });
      if (plan.banner) setBanner(plan.banner);
      const first = firstInOrder(plan.fields.map((issue) => issue.path));
      if (first) goTo(Math.max(sectionIndexOf(first), 0), first);
      return;
    }
    // Rules across sections (date of birth before the application) can only be
    // checked once all are filled in; handleSubmit hands over the errors it finds.
    if (step + 1 === REVIEW) return form.handleSubmit(() => goTo(REVIEW), showFirstError)();
    goTo(step + 1);
  };

  const book = async (loan: Loan) => {
    setBanner(null);
    const result = await bookLoan(bookingBody(loan));
    if (result.ok) {
      stopSaving.current = true;
      clearDraft(draftKey);
      setBooked(true);
      router.push(`/loans/${result.data.lead_id}`);
      return;
    }
    const plan = planServerError(result.error, { title: "The loan was not booked" });
    for (const issue of plan.fields) form.setError(issue.path as FieldName, { type: "server", message: issue.message });
    setBanner(plan.banner);
    const first = firstInOrder(plan.fields.map((issue) => issue.path));
    if (first) goTo(Math.max(sectionIndexOf(first), 0), first);
  };

  const discard = () => {
    stopSaving.current = true;
    clearDraft(draftKey);
    onDiscard();
  };

  const Section = SECTION_FORMS[SECTIONS[step]?.id ?? "customer"];
  const busy = form.formState.isSubmitting || booked;
  return (
    <FormProvider {...form}>
      <DraftSaver draftKey={draftKey} step={step} restored={restored} stopped={stopSaving} />
      <StepIndicator steps={STEP_NAMES} current={step} onSelect={(index) => goTo(index)} />
      {restored && draft && (
        <div className="mb-4">
          <Notice>{`Your unfinished booking from ${formatDateTime(draft.savedAt)} was restored.`}</Notice>
        </div>
      )}
      <form
        noValidate
        aria-label="Book a loan"
        onSubmit={(event) => {
          if (step === REVIEW) return void form.handleSubmit(book, showFirstError)(event);
          event.preventDefault();
          void next();
        }}
      >
        {step === REVIEW ? <ReviewStep onChange={(index) => goTo(index)} /> : <Section />}
        {banner && (
          <div className="mt-6">
            <RefusalBanner banner={banner} />
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            {(restored || form.formState.isDirty) && (
              <Button variant="ghost" className="w-full sm:w-auto" onClick={() => setDiscarding(true)} disabled={busy}>
                Discard draft
              </Button>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {step > 0 && (
              <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={busy}>
                Back
              </Button>
            )}
            <Button type="submit" disabled={busy}>
              {step < REVIEW ? "Next" : booked ? "Opening the loan…" : form.formState.isSubmitting ? "Booking…" : "Book loan"}
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog open={discarding} title="Discard this draft?" confirmLabel="Discard" onConfirm={discard} onCancel={() => setDiscarding(false)}>
        Everything entered so far is removed from this device. This cannot be undone.
      </ConfirmDialog>
    </FormProvider>
  );
}
