import "server-only";
import { consentsRequestSchema, type ConsentsResult } from "@/lib/schemas/consents";
import { parseInput } from "@/lib/schemas/parse";
import { recordEvents } from "@/lib/loan-records/audit";
import { consentRows, listConsents, type ConsentSource } from "./consent-records";
import { assertRegisteredConsentTexts } from "./consent-text-check";
import { changeLockedLoan } from "@/lib/loan-records/find-loan";

/**
 * POST `.../consents/` (contract v3 section 12): consents the borrower gave
 * after booking, and revocations, each stored as a new row with the
 * server's time; nothing recorded before is changed. Allowed in any state,
 * after disbursal too, where a revocation is a record of the borrower's
 * wish (the money is already paid). The loan row is locked, so a disbursal
 * running at the same time sees the revocation or pays before it. Answers
 * with every record of the loan, oldest first.
 */
export async function recordConsents({
  partnerId,
  leadId,
  input,
  actor,
  source = "api",
}: {
  partnerId: string;
  leadId: string;
  input: unknown;
  actor: string;
  source?: Exclude<ConsentSource, "booking">;
}): Promise<ConsentsResult> {
  const request = parseInput(consentsRequestSchema, input);
  assertRegisteredConsentTexts(request.consents);
  return changeLockedLoan(partnerId, leadId, async (queries, record) => {
    const now = new Date();
    const rows = consentRows({ loanId: record.id, consents: request.consents, revocations: request.revocations, source, now });
    await queries.insertInto("Consent").values(rows).execute();
    // The read shows the consents, so its ETag and updated_at change with them.
    await queries.updateTable("Loan").set((eb) => ({ version: eb("version", "+", 1), updatedAt: now })).where("id", "=", record.id).execute();
    await recordEvents(queries, [
      {
        loanId: record.id,
        partnerId,
        actor,
        type: "consents_recorded",
        // The evidence (IP address, form number) stays in its sealed column, out of the audit trail.
        data: {
          consents: (request.consents ?? []).map(({ purpose, given_at, text_version, channel }) => ({ purpose, given_at, text_version, channel })),
          revocations: request.revocations ?? [],
        },
      },
    ]);
    return { consents: await listConsents(queries, record.id) };
  });
}
