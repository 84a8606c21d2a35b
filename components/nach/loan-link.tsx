import Link from "next/link";
import type { PortalMandateRow } from "@/lib/portal/portal-mandates";

/** How the mandate lists style a link. */
export const LIST_LINK = "text-indigo-700 underline-offset-2 hover:underline";

/** A mandate's loan, named by the partner's own loan id, as the mandate lists link it. */
export function LoanLink({ row }: { row: Pick<PortalMandateRow, "leadId" | "partnerLoanId"> }) {
  return (
    <Link className={LIST_LINK} href={`/loans/${row.leadId}`}>
      {row.partnerLoanId}
    </Link>
  );
}
