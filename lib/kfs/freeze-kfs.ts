import "server-only";
import { lenderConfig } from "@/lib/config/lender";
import type { Queries } from "@/lib/db/transactions";
import { loanBodyOf, type LoanRecord } from "@/lib/loan-records/loan-record";
import { getKfsPartner } from "@/lib/partners/kfs-partner";
import type { Kfs } from "@/lib/schemas/kfs";
import { acceptedCurrentVersion } from "./accepted-terms";
import { buildKfs } from "./build-kfs";
import { storeKfs } from "./stored-kfs";

type StatableLoan = Pick<LoanRecord, "id" | "partnerId" | "loanAccountNumber" | "body">;

/** The statement of the loan as it stands, generated at `now`, with the partner that booked it as the lending service provider. */
export async function currentKfs(queries: Queries, record: StatableLoan, now: Date): Promise<Kfs> {
  const partner = await getKfsPartner(queries, record.partnerId);
  return buildKfs({ leadId: record.id, loanAccountNumber: record.loanAccountNumber, loan: loanBodyOf(record), partner }, lenderConfig(), now);
}

/**
 * Called inside the disbursal's transaction, after its refusals: the
 * version the borrower accepted, whose terms are the loan's, is kept as the
 * loan's statement, with its own dates (contract v3 section 11), and served
 * from then on whatever the configuration later says. Rolled back with the
 * disbursal if that fails.
 */
export async function freezeAcceptedKfs(queries: Queries, record: LoanRecord): Promise<void> {
  const accepted = await acceptedCurrentVersion(queries, record);
  // The kfs_not_accepted refusal ran first in the same transaction.
  if (!accepted) throw new Error(`No accepted KFS version to freeze for loan ${record.id}`);
  await storeKfs(queries, JSON.parse(accepted.contentText) as Kfs);
}
