import { dataKeyring, type DataKeyring } from "@/lib/crypto/data-key";
import { LOAN_BODY, openText } from "@/lib/crypto/sealed-columns";
import type { Queries } from "@/lib/db/transactions";
import { newId } from "@/lib/ids/ids";
import type { Loan } from "@/lib/schemas/loan";
import { releasedLater } from "@/lib/terms/cash-flows";
import { idOrderBatches } from "./id-order-batches";

const BATCH_ROWS = 200;

/**
 * The data step of migration 0025: the WithheldRelease rows of loans
 * disbursed before it, one per withhold tranche of the loan as it stands
 * (updates stop at disbursal, so as it was disbursed), none released. The
 * tranches are in the encrypted body, which SQL cannot read. Walks the
 * disbursed loans in id order a batch at a time. Returns how many rows it wrote.
 */
export async function backfillWithheldReleases(queries: Queries, keyring: DataKeyring = dataKeyring()): Promise<number> {
  let written = 0;
  const batches = idOrderBatches(
    (after, limit) =>
      queries
        .selectFrom("Loan")
        .innerJoin("Disbursal", "Disbursal.loanId", "Loan.id")
        .select(["Loan.id", "Loan.body"])
        .where("Loan.id", ">", after)
        .orderBy("Loan.id")
        .limit(limit)
        .execute(),
    BATCH_ROWS,
  );
  for await (const rows of batches) {
    for (const { id, body } of rows) {
      const releases = releasedLater(JSON.parse(openText(LOAN_BODY, id, body, keyring)) as Loan).map(({ date, amount }, position) => ({
        id: newId(),
        loanId: id,
        position,
        dueOn: date,
        amount,
      }));
      if (releases.length === 0) continue;
      await queries.insertInto("WithheldRelease").values(releases).execute();
      written += releases.length;
    }
  }
  return written;
}
