import { read, write } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { findPartnerLoan } from "@/lib/loans/find-loan";
import type { Kfs } from "@/lib/schemas/kfs";
import { currentKfs, freezeKfs } from "./freeze-kfs";
import { storedKfs } from "./stored-kfs";

/**
 * The Key Facts Statement of a partner's Approved loan (contract section
 * 11): generated from the loan as it stands until disbursal, the one frozen
 * at disbursal afterwards.
 */
export async function getKfs({ partnerId, leadId, now = new Date() }: { partnerId: string; leadId: string; now?: Date }): Promise<Kfs> {
  const found = await read(async (tx) => {
    const record = await findPartnerLoan(tx, partnerId, leadId);
    if (record.status !== "Approved") {
      throw new AppError("loan_not_approved", "Only an Approved loan has a Key Facts Statement", { status: record.status });
    }
    if (!record.disbursedAt) return { kfs: await currentKfs(tx, record, now), record };
    return { kfs: await storedKfs(tx, record.id), record };
  });
  if (found.kfs) return found.kfs;
  // Disbursed before statements were frozen (migration 0011): the loan has
  // not changed since, as updates stop at disbursal, so the statement is
  // frozen now, on its first request.
  try {
    return await write((tx) => freezeKfs(tx, found.record, now));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const frozen = await read((tx) => storedKfs(tx, found.record.id));
    if (!frozen) throw error;
    return frozen;
  }
}
