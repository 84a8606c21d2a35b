import "server-only";
import { verifyAccount } from "@/lib/bank-verification/verify-account";
import { todayInIndia } from "@/lib/calendar/india-day";
import { read } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { newId, newLoanAccountNumber } from "@/lib/ids/ids";
import { countBooking } from "@/lib/metrics/counters";
import type { PolicyConfig } from "@/lib/policy/config";
import { maturesOn } from "@/lib/policy/maturity";
import { releasedPolicy } from "@/lib/policy-versions/released-policy";
import type { Exposure } from "@/lib/policy/policy-rule";
import type { ConsentGiven } from "@/lib/schemas/consents";
import type { PolicyRuleResult } from "@/lib/schemas/policy";
import { bookingSchema, type Loan } from "@/lib/schemas/loan";
import type { BookingResult } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { eventRows, policyEvaluatedEvent } from "@/lib/loan-records/audit";
import { bookedDetail } from "./audit-values";
import { coApplicantRows } from "./co-applicants";
import { bookingConsentsOf, consentRows } from "./consent-records";
import { assertRegisteredConsentTexts } from "./consent-text-check";
import { exposureQuery } from "@/lib/loan-records/exposure";
import { exposureRefusedEvent, watchExposureProbes } from "@/lib/loan-records/exposure-probes";
import { assertKnownIfsc } from "./ifsc-check";
import { assertKycVerified } from "./kyc-check";
import { sealLoanBody, statusOf } from "@/lib/loan-records/loan-record";
import { insertLoan, type NewLoan } from "./loan-store";
import { decide, evaluationRow } from "@/lib/loan-records/policy-evaluations";
import { loanFigures, type LoanFigures } from "@/lib/terms/loan-figures";
import { assertTermsConsistent } from "./terms-consistency";
import { issuedEventData } from "@/lib/kfs/current-version";
import { versionOnChange } from "@/lib/kfs/issue-on-change";
import { cachedKfsPartner, type KfsPartner } from "@/lib/partners/kfs-partner";
import { plannedStart } from "@/lib/terms/loan-start";

const ACCOUNT_NUMBER_ATTEMPTS = 5;

/** The codes of the rules that failed, from a stored evaluation's rules. */
const failedRules = (rulesJson: string): string[] =>
  (JSON.parse(rulesJson) as PolicyRuleResult[]).filter((rule) => rule.passed === false).map((rule) => rule.code);

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
  /** The consents sent with the booking, stored beside the loan body, never in it. */
  consents: readonly ConsentGiven[];
  /** The IST day of the booking, and the loan's figures worked out on it. */
  judgedOn: string;
  figures: LoanFigures;
  /** The policy version in force when the booking began. */
  policy: PolicyConfig;
  sealed: ReturnType<typeof sealLoanBody>;
  loanAccountNumber: string;
  /** The partner as an Approved loan's first KFS version names it; null for a loan without a principal tranche, which has none. */
  kfsPartner: KfsPartner | null;
  now: Date;
}

/** The rows of a booking, decided by the policy on the customer's other live loans as counted in the write. */
function bookingRows({ leadId, partnerId, actor, loan, consents, judgedOn, figures, policy, sealed, loanAccountNumber, kfsPartner, now }: Booking, exposure: Exposure | null): NewLoan {
  const consented = consentRows({ loanId: leadId, consents, source: "booking", now });
  const decision = decide({ loan, judgedOn, exposure, consents: bookingConsentsOf(consented, now) }, policy, figures);
  const { evaluation } = decision;
  // Contract v3 section 12: an Approved loan's first KFS version is issued with the booking.
  const issued =
    kfsPartner && evaluation.outcome === "Approved" ? versionOnChange({ partner: kfsPartner, latest: null }, { id: leadId, loanAccountNumber }, loan, figures, now) : null;
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
    consents: consented,
    events: eventRows(
      [
        {
          loanId: leadId,
          partnerId,
          actor,
          type: "booked",
          data: { partner_loan_id: loan.partner_loan_id, loan_account_number: loanAccountNumber },
          detail: bookedDetail(loan),
        },
        { loanId: leadId, partnerId, actor, type: "policy_evaluated", data: policyEvaluatedEvent(evaluation, "booking") },
        ...exposureRefusedEvent(evaluation, { loanId: leadId, partnerId, actor }, "booking"),
        ...(issued ? [{ loanId: leadId, partnerId, actor, type: "kfs_issued" as const, data: issuedEventData(issued.kfs, "booking") }] : []),
      ],
      now,
    ),
    evaluation: evaluationRow({ loanId: leadId, partnerId, trigger: "booking", decision, now }),
    kfsVersion: issued?.row ?? null,
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
  const { consents = [], ...loan } = parseInput(bookingSchema, input);
  assertRegisteredConsentTexts(consents);
  assertKnownIfsc(loan);
  assertKycVerified(loan);
  const judgedOn = todayInIndia();
  const figures = loanFigures(loan, judgedOn);
  assertTermsConsistent(loan, judgedOn, figures);
  const leadId = newId();
  const sealed = sealLoanBody(leadId, loan);
  const policy = await releasedPolicy();
  const kfsPartner = plannedStart(loan) === null ? null : await cachedKfsPartner(partnerId);

  for (let attempt = 1; ; attempt++) {
    const booking: Booking = { leadId, partnerId, actor, loan, consents, judgedOn, figures, policy, sealed, loanAccountNumber: newLoanAccountNumber(), kfsPartner, now: new Date() };
    try {
      const exposure = exposureQuery(loan, booking.now);
      const { loan: stored, evaluation } = await insertLoan(exposure, (counted) => bookingRows(booking, counted));
      countBooking(stored.status, stored.status === "Rejected" ? failedRules(evaluation.rules) : []);
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
