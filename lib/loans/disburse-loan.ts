import { read, write } from "@/lib/db/client";
import { AppError, validationError } from "@/lib/errors/app-error";
import { isUniqueViolation } from "@/lib/db/errors";
import { freezeKfs } from "@/lib/kfs/freeze-kfs";
import { newId } from "@/lib/ids/ids";
import { disbursalRequestSchema } from "@/lib/schemas/disbursal";
import type { DisbursalRecord } from "@/lib/schemas/loan-responses";
import { parseInput } from "@/lib/schemas/parse";
import { recordEvents } from "./audit";
import { assertAmountMatches, netAmountDue } from "./disbursal-amount";
import { beneficiaryOf, sealBeneficiary } from "./disbursal-beneficiary";
import { holdUtr, transactionIdFor } from "./disbursal-utr";
import { findPartnerLoan } from "./find-loan";
import { loanBodyOf } from "./loan-record";
import { presentDisbursal } from "./present-disbursal";

async function alreadyDisbursed(partnerId: string, leadId: string): Promise<AppError> {
  const record = await read((queries) => findPartnerLoan(queries, partnerId, leadId));
  return new AppError("already_disbursed", "The loan has already been disbursed", {
    disbursed_at: record.disbursedAt?.toISOString() ?? null,
  });
}

/** Lost the race to another disbursal of the same loan. */
class DisbursedMeanwhile extends Error {}

/** The transaction time's format has whole seconds, so the booking counts from the start of its second. */
const bookedSecond = (createdAt: Date) => Math.floor(createdAt.getTime() / 1000) * 1000;

/**
 * Disburses an Approved loan, once, paying the net amount due (contract
 * section 6) and keeping its breakdown and the account paid. The guard is a
 * conditional write on `disbursedAt` plus the unique disbursal row, so of any
 * number of concurrent calls exactly one succeeds.
 */
export async function disburseLoan({
  partnerId,
  leadId,
  input,
  actor,
  now = new Date(),
}: {
  partnerId: string;
  leadId: string;
  input: unknown;
  actor: string;
  now?: Date;
}): Promise<DisbursalRecord> {
  const request = parseInput(disbursalRequestSchema, input ?? {});
  const transactionTime = request.transaction_time ?? now;
  if (transactionTime.getTime() > now.getTime()) {
    throw validationError([{ path: "transaction_time", message: "must not be in the future" }]);
  }
  const transactionId = transactionIdFor(request.transaction_id, transactionTime);
  try {
    return await write(async (queries) => {
      const record = await findPartnerLoan(queries, partnerId, leadId, { lock: true });
      if (record.status !== "Approved") {
        throw new AppError("loan_not_approved", "Only an Approved loan can be disbursed", { status: record.status });
      }
      if (record.disbursedAt) throw new DisbursedMeanwhile();
      if (transactionTime.getTime() < bookedSecond(record.createdAt)) {
        throw validationError([{ path: "transaction_time", message: `must not be before the loan was booked (${record.createdAt.toISOString()})` }]);
      }
      const loan = loanBodyOf(record);
      const due = netAmountDue(loan);
      assertAmountMatches(request.amount, due);
      const { numUpdatedRows } = await queries
        .updateTable("Loan")
        .set((eb) => ({ disbursedAt: now, version: eb("version", "+", 1), updatedAt: now }))
        .where("id", "=", record.id)
        .where("disbursedAt", "is", null)
        .executeTakeFirstOrThrow();
      if (numUpdatedRows === 0n) throw new DisbursedMeanwhile();
      await freezeKfs(queries, record, now);
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
      await recordEvents(queries, [
        {
          loanId: record.id,
          partnerId,
          actor,
          type: "disbursed",
          data: { amount: disbursal.amount, transaction_id: disbursal.transactionId, transaction_time: disbursal.transactionTime.toISOString() },
        },
      ]);
      return presentDisbursal(record, disbursal);
    });
  } catch (error) {
    if (error instanceof DisbursedMeanwhile || isUniqueViolation(error)) throw await alreadyDisbursed(partnerId, leadId);
    throw error;
  }
}
