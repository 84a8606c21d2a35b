import type { Queries } from "@/lib/db/transactions";
import { AppError } from "@/lib/errors/app-error";
import type { Refusal } from "@/lib/loan-records/disbursal-refusal";
import { describeNpciReason, DISBURSAL_HOLD_CODES, isNpciReasonCode } from "@/lib/codes/npci-reasons";

/** A failed mandate whose NPCI reason (M013-M015) holds the loan's disbursal until operations clear it. */
export interface DisbursalHold {
  nachId: string;
  reason: { code: string; description: string };
}

/** The loan's holds operations have not cleared, newest first, read in the caller's transaction. */
export async function unclearedHolds(queries: Queries, loanId: string): Promise<DisbursalHold[]> {
  const rows = await queries
    .selectFrom("PhysicalNach")
    .leftJoin("NachDisbursalClearance", "NachDisbursalClearance.nachId", "PhysicalNach.id")
    .select(["PhysicalNach.id", "PhysicalNach.failureCode", "PhysicalNach.failureReason"])
    .where("PhysicalNach.loanId", "=", loanId)
    .where("PhysicalNach.status", "=", "failed")
    .where("PhysicalNach.failureCode", "in", DISBURSAL_HOLD_CODES)
    .where("NachDisbursalClearance.id", "is", null)
    .orderBy("PhysicalNach.id", "desc")
    .execute();
  return rows.map((row) => {
    const code = row.failureCode ?? "";
    return { nachId: row.id, reason: { code, description: row.failureReason ?? (isNpciReasonCode(code) ? describeNpciReason(code) : code) } };
  });
}

/**
 * Contract v3 section 8: after a mandate failed with M013, M014 or M015 (the
 * account holder's death, lunacy or insolvency) the loan is not disbursed
 * (409 nach_account_rejected) until operations clear it
 * (lib/nach/clear-disbursal-hold.ts). Whatever the account is now: the
 * reason is about the holder, whom another account does not change.
 */
export const noNachAccountHold: Refusal = async (queries, { record }) => {
  const [hold] = await unclearedHolds(queries, record.id);
  if (!hold) return;
  throw new AppError(
    "nach_account_rejected",
    `The bank rejected the loan's mandate with NPCI reason ${hold.reason.code} (${hold.reason.description}); the loan cannot be disbursed until the lender's operations have cleared it. Nothing was paid`,
    { reason: hold.reason, physical_nach_id: hold.nachId },
  );
};
