import { todayInIndia } from "@/lib/calendar/india-day";
import { dataKeyring, type DataKeyring } from "@/lib/crypto/data-key";
import { LOAN_BODY, openText } from "@/lib/crypto/sealed-columns";
import { dateFromStored } from "@/lib/db/stored-values";
import type { Queries } from "@/lib/db/transactions";
import { maturesOn } from "@/lib/policy/maturity";
import type { Loan } from "@/lib/schemas/loan";
import { idOrderBatches } from "./id-order-batches";

const BATCH_ROWS = 200;

/**
 * Which loans a data step dates: those with no `maturesOn` yet (migration
 * 0007, which added the column), or every loan (migration 0020, which made
 * it the judged schedule's last due date instead of the application date
 * plus the tenure).
 */
export type BackfillScope = "undated" | "every";

interface StoredLoan {
  id: string;
  body: string;
  createdAt: string | number | Date;
}

/**
 * The last due date of a stored loan, judged on the IST day it was booked
 * (the start of a loan with no principal tranche, whose date then matters
 * only until it is disbursed, which needs one). Null when the body, written
 * under an older contract, gives no schedule or cannot be worked at all.
 */
function storedMaturity({ id, body, createdAt }: StoredLoan, keyring: DataKeyring): string | null {
  const loan = JSON.parse(openText(LOAN_BODY, id, body, keyring)) as Loan;
  try {
    return maturesOn(loan, todayInIndia(dateFromStored(createdAt)));
  } catch {
    return null;
  }
}

/**
 * The data step of migrations 0007 and 0020: `Loan.maturesOn` from the
 * loans' encrypted bodies, which SQL cannot read. Walks the rows in id order
 * a batch at a time; running it again writes the same dates. A loan it cannot date keeps what it had: a null is counted as live
 * by the exposure rule, the safe side, and an older date stays the nearest
 * estimate there is. Returns how many rows it dated.
 */
export async function backfillMaturesOn(queries: Queries, scope: BackfillScope, keyring: DataKeyring = dataKeyring()): Promise<number> {
  let filled = 0;
  const batches = idOrderBatches(
    (after, limit) =>
      queries
        .selectFrom("Loan")
        .select(["id", "body", "createdAt"])
        .$if(scope === "undated", (query) => query.where("maturesOn", "is", null))
        .where("id", ">", after)
        .orderBy("id")
        .limit(limit)
        .execute(),
    BATCH_ROWS,
  );
  for await (const rows of batches) {
    for (const row of rows) {
      const date = storedMaturity(row, keyring);
      if (date === null) continue;
      const { numUpdatedRows } = await queries.updateTable("Loan").set({ maturesOn: date }).where("id", "=", row.id).executeTakeFirstOrThrow();
      filled += Number(numUpdatedRows);
    }
  }
  return filled;
}
