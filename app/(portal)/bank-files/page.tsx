import { BankFileUpload } from "@/components/nach/bank-file-upload";
import { Card, PageHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/states";
import { requireStaff } from "@/lib/auth/current-staff";
import { MAX_BANK_FILE_BYTES, MAX_BANK_FILE_ROWS } from "@/lib/bank-files/bank-file-sheet";
import type { FileColumn } from "@/lib/bank-files/file-columns";
import { MANDATE_RESPONSE_COLUMNS, MANDATE_STATUS_WORDS } from "@/lib/bank-files/mandate-response-file";
import { ACCOUNT_FAILURE_WORDS, VERIFICATION_RESULT_COLUMNS } from "@/lib/bank-files/verification-result-file";
import { can } from "@/lib/codes/roles";
import { formatNumber } from "@/lib/format/indian-format";

export const metadata = { title: "Bank files" };

function Columns({ columns, notes }: { columns: readonly FileColumn<string>[]; notes: Record<string, string> }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-indigo-700">The columns read, and the names banks give them</summary>
      <dl className="mt-3 space-y-3 text-sm text-slate-700">
        {columns.map((column) => (
          <div key={column.name}>
            <dt className="font-medium text-slate-900">
              {column.label}
              {column.required ? "" : " (optional)"}
            </dt>
            <dd>
              {column.synonyms.map((synonym) => `"${synonym}"`).join(", ")}
              {notes[column.name] && <span className="mt-1 block text-slate-600">{notes[column.name]}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export default async function BankFilesPage() {
  const actor = await requireStaff();
  const mandates = can(actor, "recordBankResponse");
  const verifications = can(actor, "verifyBankAccounts");
  if (!mandates && !verifications) {
    return (
      <>
        <PageHeader title="Bank files" />
        <EmptyState title="Your role cannot record the bank's answers">
          <p>Operations record the sponsor bank&apos;s mandate responses and the results of account verifications.</p>
        </EmptyState>
      </>
    );
  }
  const words = (list: readonly string[]) => list.map((word) => `"${word}"`).join(", ");
  return (
    <div className="space-y-6">
      <PageHeader
        title="Bank files"
        description={`Record a bank's answers from its file, up to ${formatNumber(MAX_BANK_FILE_ROWS)} rows: preview what each row would change, then apply. Every row goes through the same checks as the single-record forms, in its own transaction; a refused row stops none of the others, and a file applied twice changes nothing the second time.`}
      />
      {mandates && (
        <Card title="Mandate response file">
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              The sponsor bank&apos;s daily response: each initiated mandate registered with its UMRN, or failed with NPCI&apos;s reason. The partner hears of each applied
              row by webhook.
            </p>
            <BankFileUpload endpoint="/portal-files/bank-files/mandate-responses" label="Mandate response file" maxBytes={MAX_BANK_FILE_BYTES} subjectHref="mandate" />
            <Columns
              columns={MANDATE_RESPONSE_COLUMNS}
              notes={{
                umrn: "Required on a registered row. Names the mandate on its own only when it is already recorded on it.",
                reference: "Our physical NACH id, or the loan account number printed as Reference 1 on the form (then the loan's latest mandate).",
                status: `Registered: ${words(MANDATE_STATUS_WORDS.registered)}. Failed: ${words(MANDATE_STATUS_WORDS.failed)}. Rows still ${words(MANDATE_STATUS_WORDS.waiting.slice(0, 3))} are left for a later file.`,
                reason_code: "NPCI's code (M003-M096) on a failed row; \"M038 - No such account\" is read as M038.",
                date: "The day of the bank's answer, day first (27/11/2025, 27-11-2025, 27-Nov-2025) or 2025-11-27; not before the mandate's date, not after today.",
              }}
            />
          </div>
        </Card>
      )}
      {verifications && (
        <Card title="Account verification results">
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              A bank&apos;s answers on the accounts loans pay into: the name it holds, or why the account cannot be paid. The service scores the name itself, as on the loan
              page; below 80 the account fails.
            </p>
            <BankFileUpload endpoint="/portal-files/bank-files/verification-results" label="Verification results file" maxBytes={MAX_BANK_FILE_BYTES} subjectHref="loan" />
            <Columns
              columns={VERIFICATION_RESULT_COLUMNS}
              notes={{
                reference: "The loan account number (its latest verification), or the verification's id.",
                result: `A name from the bank: "verified", "success", "valid", "name mismatch", …. Closed: ${words(ACCOUNT_FAILURE_WORDS.account_closed)}. Not found: ${words(ACCOUNT_FAILURE_WORDS.account_not_found)}. Frozen: ${words(ACCOUNT_FAILURE_WORDS.account_frozen)}.`,
                name_at_bank: "Required when the bank found the account.",
                date: "The day of the bank's answer, read as for mandates; not before the account was sent for verification.",
              }}
            />
          </div>
        </Card>
      )}
    </div>
  );
}
