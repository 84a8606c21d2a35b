import { notFound } from "next/navigation";
import { LoanTapeProgress } from "@/components/loans/loan-tape-progress";
import { LinkButton } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { requireStaff } from "@/lib/auth/current-staff";
import { AppError } from "@/lib/errors/app-error";
import { formatDateTime, formatNumber } from "@/lib/format/indian-format";
import { TAPE_PAGE_ROWS, tapeProgressFor } from "@/lib/portal/portal-loan-tapes";
import { can } from "@/lib/codes/roles";
import { tapeProgressAction } from "../actions";

export const metadata = { title: "Loan tape" };

export default async function LoanTapePage({ params }: { params: Promise<{ uploadId: string }> }) {
  const actor = await requireStaff();
  if (!can(actor, "editLoans")) notFound();
  const { uploadId } = await params;
  const initial = await tapeProgressFor(actor, { uploadId }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <>
      <PageHeader
        title={`Loan tape: ${initial.upload.fileName}`}
        description={`Uploaded ${formatDateTime(initial.upload.createdAt)}, ${formatNumber(initial.upload.rowCount)} rows (${initial.upload.format.toUpperCase()}).`}
        actions={
          <LinkButton href="/loans/tapes" variant="secondary">
            All tapes
          </LinkButton>
        }
      />
      <LoanTapeProgress initial={initial} pageRows={TAPE_PAGE_ROWS} readProgress={tapeProgressAction} />
    </>
  );
}
