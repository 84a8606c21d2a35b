import type { Queries } from "@/lib/db/transactions";
import { nameTokenRows } from "@/lib/loans/name-tokens";
import { idOrderBatches } from "./id-order-batches";

const BATCH_ROWS = 1000;

/**
 * The data step of migration 0029: the name words of loans booked before
 * the search by name, from `Loan.fullName` (kept in clear, so nothing is
 * decrypted). Walks the loans in id order a batch at a time; a word already
 * there is left alone, so running it again changes nothing. Returns how many
 * words it wrote.
 */
export async function backfillNameTokens(queries: Queries): Promise<number> {
  let written = 0;
  const batches = idOrderBatches(
    (after, limit) => queries.selectFrom("Loan").select(["id", "partnerId", "fullName"]).where("id", ">", after).orderBy("id").limit(limit).execute(),
    BATCH_ROWS,
  );
  for await (const loans of batches) {
    for (const loan of loans) {
      const words = nameTokenRows(loan);
      if (words.length === 0) continue;
      const { numInsertedOrUpdatedRows } = await queries
        .insertInto("LoanNameToken")
        .values(words)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirstOrThrow();
      written += Number(numInsertedOrUpdatedRows ?? 0);
    }
  }
  return written;
}
