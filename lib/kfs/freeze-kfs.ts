import { lenderConfig } from "@/lib/config/lender";
import type { Queries } from "@/lib/db/client";
import { loanBodyOf, type LoanRecord } from "@/lib/loans/loan-record";
import type { Kfs } from "@/lib/schemas/kfs";
import { buildKfs } from "./build-kfs";
import { storeKfs } from "./stored-kfs";

type FreezableLoan = Pick<LoanRecord, "id" | "partnerId" | "loanAccountNumber" | "body">;

/** The statement of the loan as it stands, with the partner that booked it as the lending service provider. */
export async function currentKfs(queries: Queries, record: FreezableLoan, now: Date): Promise<Kfs> {
  const partner = await queries
    .selectFrom("Partner")
    .select(["name", "digitalLending", "lspRecoveryAgent"])
    .where("id", "=", record.partnerId)
    .executeTakeFirstOrThrow();
  return buildKfs({ leadId: record.id, loanAccountNumber: record.loanAccountNumber, loan: loanBodyOf(record), partner }, lenderConfig(), now);
}

/**
 * Called inside the disbursal's transaction: the statement as it stands at
 * disbursal is stored, and served from then on, whatever the configuration
 * later says. Rolled back with the disbursal if that fails.
 */
export async function freezeKfs(queries: Queries, record: FreezableLoan, now: Date): Promise<Kfs> {
  const kfs = await currentKfs(queries, record, now);
  await storeKfs(queries, kfs);
  return kfs;
}
