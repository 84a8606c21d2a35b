import "server-only";
import { read } from "@/lib/db/transactions";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError, validationError } from "@/lib/errors/app-error";
import { newId } from "@/lib/ids/ids";
import { countDisbursal } from "@/lib/metrics/counters";
import { freezeAcceptedKfs } from "@/lib/kfs/freeze-kfs";
import { kfsAccepted } from "@/lib/kfs/refuse-unaccepted-kfs";
import { noNachAccountHold } from "@/lib/nach/disbursal-hold";
import { disbursalRequestSchema } from "@/lib/schemas/disbursal";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { wakeDeliveryWorker } from "@/lib/webhooks/delivery-wakeup";
import { enqueueEvent } from "@/lib/webhooks/outbox";
import { accountVerified } from "./account-verified";
import { recordEvents } from "@/lib/loan-records/audit";
import type { Refusal } from "@/lib/loan-records/disbursal-refusal";
import { assertAmountMatches, netAmountDue } from "./disbursal-amount";
import { beneficiaryOf, sealBeneficiary } from "./disbursal-beneficiary";
import { assertRecentTransaction, disbursalDateRefusal } from "./disbursal-date";
import { holdUtr, transactionIdFor } from "./disbursal-utr";
import { consentsInForce } from "./consent-refusal";
import { changeLockedLoan, getPartnerLoan } from "@/lib/loan-records/find-loan";
import { loanBodyOf } from "@/lib/loan-records/loan-record";
import { presentDisbursal } from "./present-disbursal";
import { withheldReleaseRows } from "./withheld-releases";
import { agreementRecorded } from "./refuse-missing-agreement";
import type { LoanCommand } from "@/lib/loan-records/loan-command";

const alreadyDisbursed = (disbursedAt: Date | null) =>
  new AppError("already_disbursed", "The loan has already been disbursed", { disbursed_at: disbursedAt?.toISOString() ?? null });

/** Lost the race to another disbursal of the same loan after the loan was read. */
class DisbursedMeanwhile extends Error {}

/** The transaction time's format has whole seconds, so the booking counts from the start of its second. */
const bookedSecond = (createdAt: Date) => Math.floor(createdAt.getTime() / 1000) * 1000;


// The body's own validation needs the loan here, so it comes right after 404.
const notBeforeBooking: Refusal = (_queries, { record, transactionTime }) => {
  if (transactionTime.getTime() < bookedSecond(record.createdAt)) {
    throw validationError([{ path: "transaction_time", message: `must not be before the loan was booked (${record.createdAt.toISOString()})` }]);
  }
};

const approved: Refusal = (_queries, { record }) => {
  if (record.status !== "Approved") throw new AppError("loan_not_approved", "Only an Approved loan can be disbursed", { status: record.status });
};

// The loan row is locked, so a disbursal that committed first is seen here.
const notYetDisbursed: Refusal = (_queries, { record }) => {
  if (record.disbursedAt) throw alreadyDisbursed(record.disbursedAt);
};

const onTheStart: Refusal = (_queries, { loan, transactionTime }) => {
  const refusal = disbursalDateRefusal(loan, transactionTime);
  if (refusal) throw refusal;
};

/**
 * The refusals of contract v3 section 6, in its order, after 400 (the body)
 * and 404. The net amount due (422 `disbursal_amount_mismatch`) follows them
 * and 409 `utr_in_use` comes last, from the UTR's key as the payout is written.
 */
const REFUSALS: readonly Refusal[] = [
  notBeforeBooking,
  approved,
  notYetDisbursed,
  // The borrower's record (issue 27, contract v3 section 12) adds its four here, in this order: consent_missing,
  // kfs_not_accepted, agreement_missing / agreement_before_kfs, bank_account_not_verified.
  consentsInForce,
  kfsAccepted,
  agreementRecorded,
  accountVerified,
  // Contract v3 section 8 (issue 28): a mandate's M013-M015 failure (the account holder's death, lunacy or insolvency) holds the payout until operations clear it.
  noNachAccountHold,
  onTheStart,
];

/**
 * Disburses an Approved loan, once, on its start, paying the net amount due
 * (contract section 6) and keeping its breakdown and the account paid. Every
 * answer is given inside the transaction that records the payout, so each
 * refusal pays nothing. The guard is the locked loan row, a conditional
 * write on `disbursedAt` and the unique disbursal row, so of any number of
 * concurrent calls exactly one succeeds.
 */
export async function disburseLoan({ partnerId, leadId, input, actor, now = new Date() }: LoanCommand): Promise<DisbursalRecord> {
  const request = parseInput(disbursalRequestSchema, input ?? {});
  const transactionTime = request.transaction_time ?? now;
  assertRecentTransaction(transactionTime, now);
  const transactionId = transactionIdFor(request.transaction_id, transactionTime);
  try {
    const disbursed = await changeLockedLoan(partnerId, leadId, async (queries, record) => {
      const loan = loanBodyOf(record);
      for (const refuse of REFUSALS) await refuse(queries, { record, loan, transactionTime });
      const due = netAmountDue(loan);
      assertAmountMatches(request.amount, due);
      const { numUpdatedRows } = await queries
        .updateTable("Loan")
        .set((eb) => ({ disbursedAt: now, version: eb("version", "+", 1), updatedAt: now }))
        .where("id", "=", record.id)
        .where("disbursedAt", "is", null)
        .executeTakeFirstOrThrow();
      if (numUpdatedRows === 0n) throw new DisbursedMeanwhile();
      await freezeAcceptedKfs(queries, record);
      const id = newId();
      const disbursal = {
        id,
        loanId: record.id,
        amount: due.net,
        transactionTime,
        transactionId,
        breakdown: JSON.stringify(due),
        beneficiary: sealBeneficiary(id, beneficiaryOf(loan)),
        createdAt: now,
      };
      await holdUtr(queries, transactionId, id, now);
      await queries.insertInto("Disbursal").values(disbursal).execute();
      const releases = withheldReleaseRows(record.id, loan, now);
      if (releases.length > 0) await queries.insertInto("WithheldRelease").values(releases).execute();
      await recordEvents(queries, [
        {
          loanId: record.id,
          partnerId,
          actor,
          type: "disbursed",
          data: { amount: disbursal.amount, transaction_id: disbursal.transactionId, transaction_time: disbursal.transactionTime.toISOString() },
        },
      ]);
      const presented = presentDisbursal(record, disbursal);
      await enqueueEvent(queries, { partnerId, type: "loan.disbursed", payload: { ...presented, partner_loan_id: record.partnerLoanId } }, now);
      return presented;
    });
    wakeDeliveryWorker();
    countDisbursal();
    return disbursed;
  } catch (error) {
    if (error instanceof DisbursedMeanwhile || isUniqueViolation(error)) {
      throw alreadyDisbursed((await read((queries) => getPartnerLoan(queries, partnerId, leadId))).disbursedAt);
    }
    throw error;
  }
}
