import { verifyAccount } from "@/lib/bank-verification/verify-account";
import { todayInIndia } from "@/lib/calendar/india-day";
import { read } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { newId, newLoanAccountNumber } from "@/lib/ids/ids";
import { maturesOn } from "@/lib/policy/maturity";
import type { Exposure } from "@/lib/policy/policy-rule";
import { bookingSchema, type Loan } from "@/lib/schemas/loan";
import type { BookingResult } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { eventRows, policyEvaluatedEvent } from "./audit";
import { coApplicantRows } from "./co-applicants";
import { exposureQuery } from "./exposure";
import { exposureRefusedEvent, watchExposureProbes } from "./exposure-probes";
import { assertKnownIfsc } from "./ifsc-check";
import { assertKycVerified } from "./kyc-check";
import { sealLoanBody, statusOf } from "./loan-record";
import { insertLoan, type NewLoan } from "./loan-store";
import { decide, evaluationRow } from "./policy-evaluations";
import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";
import { assertTermsConsistent } from "./terms-consistency";

const ACCOUNT_NUMBER_ATTEMPTS = 5;

async function duplicateOf(partnerId: string, partnerLoanId: string): Promise<AppError | null> {
  const existing = await read((queries) =>
    queries
      .selectFrom("Loan")
      .select(["id", "loanAccountNumber"])
      .where("partnerId", "=", partnerId)
      .where("partnerLoanId", "=", partnerLoanId)
      .executeTakeFirst(),
  );
  return existing
    ? new AppError("duplicate_partner_loan_id", "Partner Loan ID already exists", {
        lead_id: existing.id,
        loan_account_number: existing.loanAccountNumber,
      })
    : null;
}

interface Booking {
  leadId: string;
  partnerId: string;
  actor: string;
  loan: Loan;
  /** The IST day of the booking, and the loan's figures worked out on it. */
  judgedOn: string;
  figures: LoanFigures;
  sealed: ReturnType<typeof sealLoanBody>;
  loanAccountNumber: string;
  now: Date;
}

/** The rows of a booking, decided by the policy on the customer's other live loans as counted in the write. */
function bookingRows({ leadId, partnerId, actor, loan, judgedOn, figures, sealed, loanAccountNumber, now }: Booking, exposure: Exposure | null): NewLoan {
  const decision = decide({ loan, judgedOn, exposure }, figures);
  const { evaluation } = decision;
  return {
    loan: {
      id: leadId,
      partnerId,
      partnerLoanId: loan.partner_loan_id,
      loanAccountNumber,
      status: evaluation.outcome,
      rejectionReason: evaluation.rejection_reason,
      mobileNumber: loan.mobile_number,
      fullName: loan.full_name,
      loanAmount: loan.loan_amount,
      ...sealed,
      maturesOn: maturesOn(loan, decision.inputs.judgedOn, decision.figures),
      policy: JSON.stringify(evaluation),
      policyVersion: evaluation.version,
      createdAt: now,
      updatedAt: now,
    },
    coApplicants: coApplicantRows(leadId, loan.co_applicant_details),
    events: eventRows(
      [
        { loanId: leadId, partnerId, actor, type: "booked", data: { partner_loan_id: loan.partner_loan_id, loan_account_number: loanAccountNumber } },
        { loanId: leadId, partnerId, actor, type: "policy_evaluated", data: policyEvaluatedEvent(evaluation, "booking") },
        ...exposureRefusedEvent(evaluation, { loanId: leadId, partnerId, actor }, "booking"),
      ],
      now,
    ),
    evaluation: evaluationRow({ loanId: leadId, partnerId, trigger: "booking", decision, now }),
    // A Rejected loan is never paid and no update makes it Approved: its account is not verified.
    verification: evaluation.outcome === "Approved" ? verifyAccount({ loanId: leadId, loan, actor, now }) : null,
  };
}

/**
 * Books a loan: validates it, runs the policy on the customer's other live
 * loans as they stand inside the write, and stores the loan, its
 * co-applicants, its evaluation and the audit events in that transaction.
 */
export async function bookLoan({ partnerId, input, actor }: { partnerId: string; input: unknown; actor: string }): Promise<BookingResult> {
  const loan: Loan = parseInput(bookingSchema, input);
  assertKnownIfsc(loan);
  assertKycVerified(loan);
  const judgedOn = todayInIndia();
  const figures = loanFigures(loan, judgedOn);
  assertTermsConsistent(loan, judgedOn, figures);
  const leadId = newId();
  const sealed = sealLoanBody(leadId, loan);

  for (let attempt = 1; ; attempt++) {
    const booking: Booking = { leadId, partnerId, actor, loan, judgedOn, figures, sealed, loanAccountNumber: newLoanAccountNumber(), now: new Date() };
    try {
      const exposure = exposureQuery(loan, booking.now);
      const { loan: stored } = await insertLoan(exposure, (counted) => bookingRows(booking, counted));
      if (exposure) await watchExposureProbes({ partnerId, leadId, query: exposure, now: booking.now });
      return {
        lead_id: leadId,
        loan_account_number: stored.loanAccountNumber,
        status: statusOf(stored),
        ...(stored.rejectionReason ? { rejection_reason: stored.rejectionReason } : {}),
      };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const duplicate = await duplicateOf(partnerId, loan.partner_loan_id);
      if (duplicate) throw duplicate;
      // Otherwise the random account number clashed with another loan's.
      if (attempt >= ACCOUNT_NUMBER_ATTEMPTS) throw error;
    }
  }
}
