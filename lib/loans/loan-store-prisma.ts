import { read, write } from "@/lib/db/client";
import { findPartnerLoan, findPartnerLoanForUpdate } from "./find-loan";
import type { DecideChange, LoanWithNach, NewLoan } from "./loan-store";
import type { LoanRecord } from "./loan-record";

/** Lost a race with another write of the same loan; the change is tried again. */
class ConcurrentWrite extends Error {}

const ATTEMPTS = 5;

export async function insertLoan({ loan, coApplicants, events }: NewLoan): Promise<void> {
  await write(async (tx) => {
    await tx.loan.create({ data: loan });
    if (coApplicants.length > 0) await tx.coApplicant.createMany({ data: coApplicants });
    await tx.loanEvent.createMany({ data: events });
  });
}

export async function findLoanWithLatestNach(partnerId: string, leadId: string): Promise<LoanWithNach> {
  return read(async (tx) => {
    const record = await findPartnerLoan(tx, partnerId, leadId);
    const nach = await tx.physicalNach.findFirst({ where: { loanId: record.id }, orderBy: { id: "desc" } });
    return { record, nach };
  });
}

/**
 * The row lock of findPartnerLoanForUpdate serialises writers of the loan;
 * the version and disbursal conditions of the update are a second guard.
 */
export async function changeLoan(partnerId: string, leadId: string, decide: DecideChange): Promise<LoanRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(async (tx) => {
        const record = await findPartnerLoanForUpdate(tx, partnerId, leadId);
        const change = decide(record);
        const { count } = await tx.loan.updateMany({
          where: { id: record.id, version: record.version, disbursedAt: null },
          data: { body: change.body, loanAmount: change.loanAmount, version: { increment: 1 } },
        });
        if (count === 0) throw new ConcurrentWrite();
        if (change.coApplicants) {
          if (record.coApplicants.length > 0) await tx.coApplicant.deleteMany({ where: { loanId: record.id } });
          if (change.coApplicants.length > 0) await tx.coApplicant.createMany({ data: change.coApplicants });
        }
        await tx.loanEvent.createMany({ data: change.events });
        return findPartnerLoan(tx, partnerId, leadId);
      });
    } catch (error) {
      if (!(error instanceof ConcurrentWrite) || attempt >= ATTEMPTS) throw error;
    }
  }
}
