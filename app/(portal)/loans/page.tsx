import { LoansTable } from "@/components/portal/loans-table";
import { LinkButton } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { requireStaff } from "@/lib/auth/current-staff";
import { can } from "@/lib/staff/roles";
import { listLoansAction } from "./actions";

export const metadata = { title: "Loans" };

export default async function LoansPage() {
  const actor = await requireStaff();
  return (
    <>
      <PageHeader
        title="Loans"
        description={actor.partnerId ? "Your partner's loans, newest first." : "Every partner's loans, newest first."}
        actions={can(actor, "editLoans") ? <LinkButton href="/loans/new">Book a loan</LinkButton> : null}
      />
      <LoansTable showPartner={actor.partnerId === null} listLoans={listLoansAction} />
    </>
  );
}
