import "server-only";
import { isDeepStrictEqual } from "node:util";
import { read } from "@/lib/db/transactions";
import { bookingSchema } from "@/lib/schemas/loan";
import type { BookingResult } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { statusOf } from "@/lib/loan-records/loan-record";
import { storedEvaluations } from "@/lib/loan-records/policy-evaluations";

/**
 * The partner's loan `leadId` as its booking answered, when `input` is the
 * body it was booked with; null when the loan was booked with another body
 * (or is not this partner's). The body as booked is the one its first
 * policy evaluation was given, so an update since does not count as a
 * difference. The consents are not compared: they are kept beside the loan,
 * and whichever way they differ nothing is booked again.
 */
export async function bookedAsSent({ partnerId, leadId, input }: { partnerId: string; leadId: string; input: unknown }): Promise<BookingResult | null> {
  const { consents: _consents, ...sent } = parseInput(bookingSchema, input);
  return read(async (queries) => {
    const loan = await queries
      .selectFrom("Loan")
      .select(["id", "loanAccountNumber", "status", "rejectionReason"])
      .where("id", "=", leadId)
      .where("partnerId", "=", partnerId)
      .executeTakeFirst();
    if (!loan) return null;
    const booking = (await storedEvaluations(queries, loan.id)).find((evaluation) => evaluation.trigger === "booking");
    // Stored as JSON, so compared as JSON: a field parsed to undefined was never stored.
    if (!booking || !isDeepStrictEqual(JSON.parse(JSON.stringify(sent)), booking.inputs.loan)) return null;
    return {
      lead_id: loan.id,
      loan_account_number: loan.loanAccountNumber,
      status: statusOf(loan),
      ...(loan.rejectionReason ? { rejection_reason: loan.rejectionReason } : {}),
    };
  });
}
