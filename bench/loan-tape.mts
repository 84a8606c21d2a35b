import { DEMO_STAFF_PASSWORD } from "@/lib/staff/demo-staff-list";
import { tapeFinished, uploadTape } from "../tests/api/loan-tape-portal";
import { PortalClient } from "../tests/api/portal-session";
import { approvedLoan } from "../tests/support/loan-fixtures";
import { tapeCsv } from "../tests/support/loan-tape";

/**
 * The loan_tape scenario (bench/run.mjs): the demo partner's staff upload a
 * tape of approvable loans through the portal, as the page's form does, and
 * poll its progress until every row has its result. The time runs from the
 * upload's request to the answer that shows the upload done. Loaded through
 * tsx, so that it signs in and builds the tape with the HTTP tests' own code.
 */
export async function measureLoanTape({ base, rows }: { base: string; rows: number }) {
  const client = new PortalClient(base);
  const refused = await client.signIn("partner@demo.loandesk.test", DEMO_STAFF_PASSWORD);
  if (refused) throw new Error(`partner staff could not sign in: ${refused}`);
  const tape = tapeCsv(Array.from({ length: rows }, () => approvedLoan()));

  const started = performance.now();
  const { status, body } = await uploadTape(client, tape);
  const uploadId = body.data?.upload_id;
  if (status !== 201 || !uploadId) throw new Error(`the upload answered ${status}: ${JSON.stringify(body)}`);
  // Ten times the target: a tape still booking after that is a fault, not a figure. Polled a
  // few times a second, well inside the portal's per-user action limit (300 a minute).
  const { upload } = await tapeFinished(client, uploadId, { timeoutMs: 600_000, pollMs: 250 });
  const seconds = (performance.now() - started) / 1000;

  return {
    rows: upload.rowCount,
    processed: upload.processed,
    booked: upload.approved + upload.rejected,
    approved: upload.approved,
    rejected: upload.rejected,
    already_booked: upload.alreadyBooked,
    refused: upload.refused,
    bytes: tape.length,
    seconds: Math.round(seconds * 10) / 10,
    rows_per_second: Math.round(upload.processed / seconds),
  };
}
