import { LoanWizard } from "@/components/loans/form/loan-wizard";
import { LinkButton } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { requireStaff } from "@/lib/auth/current-staff";
import { consentTextVersions } from "@/lib/config/lender";
import { trancheLimits } from "@/lib/loans/terms-consistency";
import { can } from "@/lib/codes/roles";
import { bookLoanAction } from "./actions";

export const metadata = { title: "Book a loan" };

export default async function NewLoanPage() {
  const actor = await requireStaff();
  if (!can(actor, "editLoans")) {
    return (
      <>
        <PageHeader title="Book a loan" />
        <EmptyState title="Your role cannot book loans">
          <p>Loans are booked by a partner&apos;s staff. You can still look at every loan booked so far.</p>
          <div className="mt-4">
            <LinkButton href="/loans" variant="secondary">
              Go to loans
            </LinkButton>
          </div>
        </EmptyState>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Book a loan" description="Enter the loan step by step; your entries are kept on this device until you book or discard them." />
      <LoanWizard draftKey={`loandesk:loan-draft:${actor.userId}`} bookLoan={bookLoanAction} limits={trancheLimits()} consentTexts={consentTextVersions()} />
    </div>
  );
}
