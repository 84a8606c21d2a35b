import { read, write, type Queries } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors/app-error";
import { findPartnerLoan } from "@/lib/loans/find-loan";
import { loanBodyOf, type LoanRecord } from "@/lib/loans/loan-record";
import type { Kfs } from "@/lib/schemas/kfs";
import { currentKfs } from "./freeze-kfs";
import { replaceKfs, storedKfs, storeKfs } from "./stored-kfs";

export interface KeyFacts {
  kfs: Kfs;
  /** The borrower's name as the loan holds it, which the PDF prints; it cannot change after disbursal either. */
  borrowerName: string;
  /** Frozen at disbursal: the statement will never change. */
  frozen: boolean;
}

/**
 * A disbursed loan's statement when none is stored in v3's form: disbursed
 * before statements were frozen (migration 0011), stated now, or frozen
 * before contract v3, stated again as of its own date. The loan has not
 * changed since, as updates stop at disbursal.
 */
export async function freezeLate(queries: Queries, record: LoanRecord, now: Date): Promise<Kfs> {
  const stored = await storedKfs(queries, record.id);
  if (stored?.v3) return stored.kfs;
  const kfs = await currentKfs(queries, record, stored ? stored.generatedOn : now);
  await (stored ? replaceKfs(queries, kfs) : storeKfs(queries, kfs));
  return kfs;
}

/**
 * The Key Facts Statement of a partner's Approved loan (contract section
 * 11): generated from the loan as it stands until disbursal, the one frozen
 * at disbursal afterwards.
 */
export async function getKeyFacts({ partnerId, leadId, now = new Date() }: { partnerId: string; leadId: string; now?: Date }): Promise<KeyFacts> {
  const found = await read(async (queries) => {
    const record = await findPartnerLoan(queries, partnerId, leadId);
    if (record.status !== "Approved") {
      throw new AppError("loan_not_approved", "Only an Approved loan has a Key Facts Statement", { status: record.status });
    }
    const borrowerName = loanBodyOf(record).full_name;
    if (!record.disbursedAt) return { kfs: await currentKfs(queries, record, now), record, borrowerName };
    const stored = await storedKfs(queries, record.id);
    return { kfs: stored?.v3 ? stored.kfs : null, record, borrowerName };
  });
  const { borrowerName } = found;
  const frozen = found.record.disbursedAt !== null;
  if (found.kfs) return { kfs: found.kfs, borrowerName, frozen };
  try {
    return { kfs: await write((queries) => freezeLate(queries, found.record, now)), borrowerName, frozen };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await read((queries) => storedKfs(queries, found.record.id));
    if (!stored?.v3) throw error;
    return { kfs: stored.kfs, borrowerName, frozen };
  }
}

export async function getKfs(options: { partnerId: string; leadId: string; now?: Date }): Promise<Kfs> {
  return (await getKeyFacts(options)).kfs;
}
