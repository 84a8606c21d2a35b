import Link from "next/link";
import { LoanTapeColumns } from "@/components/loans/loan-tape-columns";
import { LoanTapeUpload } from "@/components/loans/loan-tape-upload";
import { Badge } from "@/components/ui/badge";
import { buttonClass, LinkButton } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { Td, Th } from "@/components/ui/table";
import { CardField, CardFields, CardTitle, TableOrCards } from "@/components/ui/table-or-cards";
import { requireStaff } from "@/lib/auth/current-staff";
import { TEMPLATE_COLUMNS } from "@/lib/loan-tape/tape-columns";
import type { TapeUpload } from "@/lib/loan-tape/tape-progress";
import { MAX_TAPE_BYTES, MAX_TAPE_ROWS } from "@/lib/loan-tape/tape-sheet";
import { formatDateTime, formatNumber } from "@/lib/format/indian-format";
import { listTapesFor } from "@/lib/portal/portal-loan-tapes";
import { can } from "@/lib/codes/roles";

export const metadata = { title: "Loan tapes" };

function TapeLink({ upload }: { upload: TapeUpload }) {
  return (
    <Link href={`/loans/tapes/${upload.id}`} className="break-all text-indigo-700 underline">
      {upload.fileName}
    </Link>
  );
}

function TapeProgressBadge({ upload }: { upload: TapeUpload }) {
  return (
    <Badge tone={upload.status === "done" ? "green" : "amber"}>
      {upload.status === "done" ? "Done" : `${formatNumber(upload.processed)} of ${formatNumber(upload.rowCount)}`}
    </Badge>
  );
}

export default async function LoanTapesPage() {
  const actor = await requireStaff();
  if (!can(actor, "editLoans")) {
    return (
      <>
        <PageHeader title="Loan tapes" />
        <EmptyState title="Your role cannot upload loan tapes">
          <p>Loan tapes are uploaded by a partner&apos;s staff, who book loans. You can still look at every loan booked so far.</p>
          <div className="mt-4">
            <LinkButton href="/loans" variant="secondary">
              Go to loans
            </LinkButton>
          </div>
        </EmptyState>
      </>
    );
  }
  const uploads = await listTapesFor(actor);
  const columns = TEMPLATE_COLUMNS.map(({ name, required, description }) => ({ name, required, description }));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Loan tapes"
        description={`Book many loans at once: one loan per row, up to ${formatNumber(MAX_TAPE_ROWS)} rows. Each row is booked exactly as the API books a loan, with the same checks and policy.`}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Upload a tape">
          <LoanTapeUpload maxBytes={MAX_TAPE_BYTES} />
        </Card>
        <Card title="Template">
          <p className="text-sm text-slate-700">
            Start from the template: its first row names the columns. In the workbook each column&apos;s note says what it takes, and the columns that hold numbers
            written as text (account numbers, the last 4 Aadhaar digits, dates) are formatted as text so the spreadsheet keeps them as typed.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href="/portal-files/loan-tapes/template.xlsx" className={buttonClass("secondary")} download>
              Download template (XLSX)
            </a>
            <a href="/portal-files/loan-tapes/template.csv" className={buttonClass("secondary")} download>
              Download template (CSV)
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            A partner loan id that is already booked with the same details gives that loan again, so uploading a tape twice books nothing twice.
          </p>
        </Card>
      </div>
      <Card title="Your uploads">
        {uploads.length === 0 ? (
          <EmptyState title="No tapes uploaded yet" />
        ) : (
          <TableOrCards
            caption="Your loan tapes, newest first"
            tableClassName="min-w-[36rem]"
            items={uploads}
            keyOf={(upload) => upload.id}
            head={
              <>
                <Th>File</Th>
                <Th>Uploaded</Th>
                <Th>Rows</Th>
                <Th>Progress</Th>
              </>
            }
            row={(upload) => (
              <tr className="border-b border-slate-100 last:border-0">
                <Td className="break-all">
                  <TapeLink upload={upload} />
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(upload.createdAt)}</Td>
                <Td className="tabular-nums">{formatNumber(upload.rowCount)}</Td>
                <Td>
                  <TapeProgressBadge upload={upload} />
                </Td>
              </tr>
            )}
            card={(upload) => (
              <>
                <CardTitle status={<TapeProgressBadge upload={upload} />}>
                  <TapeLink upload={upload} />
                </CardTitle>
                <CardFields>
                  <CardField label="Uploaded">{formatDateTime(upload.createdAt)}</CardField>
                  <CardField label="Rows">
                    <span className="tabular-nums">{formatNumber(upload.rowCount)}</span>
                  </CardField>
                </CardFields>
              </>
            )}
          />
        )}
      </Card>
      <Card title="Columns">
        <details>
          <summary className="cursor-pointer text-sm font-medium text-indigo-700">Show the {columns.length} columns and what each takes</summary>
          <div className="mt-4 space-y-3 text-sm text-slate-700">
            <p>
              A column is a field of the API&apos;s loan body, named by its path: <code>bank_account.ifsc_code</code>; list items by number, from 0:{" "}
              <code>kyc.1.identifier</code> (add more numbers up to the list&apos;s limit). <code>repayment_schedule</code> takes the whole schedule as a JSON array in one
              cell. Leave out a column to send nothing; an empty cell counts as not sent for an optional field and as missing for a required one. Codes take the
              number or the word (<code>male</code>, <code>salaried</code>). A formula is read as its text, never run.
            </p>
            <LoanTapeColumns columns={columns} />
          </div>
        </details>
      </Card>
    </div>
  );
}
