import { dataKeyring, type DataKeyring } from "@/lib/crypto/data-key";
import { LOAN_BODY, openText } from "@/lib/crypto/sealed-columns";
import type { StatementStore } from "@/lib/db/statement-store";
import { maturesOn } from "@/lib/policy/maturity";
import type { Loan } from "@/lib/schemas/loan";

const BATCH_ROWS = 200;

/**
 * The data step of migration 0007: `Loan.maturesOn` for the loans booked
 * before it, from their encrypted bodies, which SQL cannot read. Walks the
 * rows in id order a batch at a time; running it again only looks at rows
 * still without a date. Returns how many it filled.
 */
export async function backfillMaturesOn(store: StatementStore, keyring: DataKeyring = dataKeyring()): Promise<number> {
  let filled = 0;
  let after = "";
  for (;;) {
    const rows = await store.all<{ id: string; body: string }>(
      `SELECT "id", "body" FROM "Loan" WHERE "maturesOn" IS NULL AND "id" > ? ORDER BY "id" LIMIT ${BATCH_ROWS}`,
      [after],
    );
    const last = rows.at(-1);
    if (!last) return filled;
    const statements = rows.map(({ id, body }) => ({
      sql: `UPDATE "Loan" SET "maturesOn" = ? WHERE "id" = ?`,
      params: [maturesOn(JSON.parse(openText(LOAN_BODY, id, body, keyring)) as Loan), id],
    }));
    filled += (await store.transaction(statements)).reduce((sum, changed) => sum + changed, 0);
    after = last.id;
  }
}
