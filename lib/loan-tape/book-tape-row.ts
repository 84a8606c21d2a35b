import "server-only";
import { AppError, type ErrorCode } from "@/lib/errors/app-error";
import { bookedAsSent } from "@/lib/loans/booked-as-sent";
import { bookLoan } from "@/lib/loans/book-loan";
import { logger } from "@/lib/log/logger";
import type { BookingResult } from "@/lib/schemas/loan-responses";

export interface TapeRefusal {
  code: ErrorCode;
  message: string;
  details: Record<string, unknown>;
}

export type TapeRowResult = { outcome: "booked" | "already_booked"; booking: BookingResult } | { outcome: "refused"; refusal: TapeRefusal };

const refusalOf = (error: AppError): TapeRefusal => ({ code: error.code, message: error.message, details: error.details });

/**
 * Books one row's body with the API's own booking operation (its schema,
 * policy and checks), as the partner itself. A partner loan id already
 * booked with the same body gives that loan, so a tape uploaded twice books
 * nothing twice; with another body it is the API's 409
 * duplicate_partner_loan_id. Any other refusal is the row's result, in the
 * API's envelope; an unexpected failure is logged and refuses this row
 * only, so one bad row never stops the rest of the tape.
 */
export async function bookTapeRow({ partnerId, actor, input }: { partnerId: string; actor: string; input: unknown }): Promise<TapeRowResult> {
  try {
    return { outcome: "booked", booking: await bookLoan({ partnerId, input, actor }) };
  } catch (error) {
    if (!(error instanceof AppError)) {
      logger.error({ err: error, partner_id: partnerId }, "loan tape row failed");
      return { outcome: "refused", refusal: { code: "internal_error", message: "Something went wrong booking this row: upload the tape again (a loan already booked from it is not booked twice)", details: {} } };
    }
    const leadId = error.code === "duplicate_partner_loan_id" ? error.details.lead_id : undefined;
    if (typeof leadId === "string") {
      const booking = await bookedAsSent({ partnerId, leadId, input });
      if (booking) return { outcome: "already_booked", booking };
    }
    return { outcome: "refused", refusal: refusalOf(error) };
  }
}
