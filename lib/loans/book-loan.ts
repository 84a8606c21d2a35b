import { read } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { newId, newLoanAccountNumber } from "@/lib/ids/ids";
import { evaluatePolicy } from "@/lib/policy/evaluate-policy";
import { bookingSchema, type Loan } from "@/lib/schemas/loan";
import type { BookingResult } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { eventRows, policyEvaluatedEvent } from "./audit";
import { coApplicantRows } from "./co-applicants";
import { assertKnownIfsc } from "./ifsc-check";
import { assertKycVerified } from "./kyc-check";
import { sealLoanBody } from "./loan-record";
import { insertLoan } from "./loan-store";
import { assertTermsConsistent } from "./terms-consistency";

const ACCOUNT_NUMBER_ATTEMPTS = 5;

async function duplicateOf(partnerId: string, partnerLoanId: string): Promise<AppError | null> {
  const existing = await read((tx) =>
    tx.loan.findUnique({
      where: { partnerId_partnerLoanId: { partnerId, partnerLoanId } },
      select: { id: true, loanAccountNumber: true },
    }),
  );
  return existing
    ? new AppError("duplicate_partner_loan_id", "Partner Loan ID already exists", {
        lead_id: existing.id,
        loan_account_number: existing.loanAccountNumber,
      })
    : null;
}

/**
 * Books a loan: validates it, runs the policy once, and stores the loan, its
 * co-applicants, its evaluation and the audit events in one transaction.
 */
export async function bookLoan({ partnerId, input, actor }: { partnerId: string; input: unknown; actor: string }): Promise<BookingResult> {
  const loan: Loan = parseInput(bookingSchema, input);
  assertKnownIfsc(loan);
  assertKycVerified(loan);
  assertTermsConsistent(loan);
  const evaluation = evaluatePolicy(loan);
  const leadId = newId();

  for (let attempt = 1; ; attempt++) {
    const loanAccountNumber = newLoanAccountNumber();
    const now = new Date();
    try {
      await insertLoan({
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
          ...sealLoanBody(leadId, loan),
          policy: JSON.stringify(evaluation),
          policyVersion: evaluation.version,
          createdAt: now,
          updatedAt: now,
        },
        coApplicants: coApplicantRows(leadId, loan.co_applicant_details),
        events: eventRows(
          [
            { loanId: leadId, partnerId, actor, type: "booked", data: { partner_loan_id: loan.partner_loan_id, loan_account_number: loanAccountNumber } },
            {
              loanId: leadId,
              partnerId,
              actor,
              type: "policy_evaluated",
              data: policyEvaluatedEvent(evaluation, "booking"),
            },
          ],
          now,
        ),
      });
      return {
        lead_id: leadId,
        loan_account_number: loanAccountNumber,
        status: evaluation.outcome,
        ...(evaluation.rejection_reason ? { rejection_reason: evaluation.rejection_reason } : {}),
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
