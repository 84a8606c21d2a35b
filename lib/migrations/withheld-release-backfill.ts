import { dataKeyring, type DataKeyring } from "@/lib/crypto/data-key";
import { LOAN_BODY, openText } from "@/lib/crypto/sealed-columns";
import type { StatementStore } from "@/lib/db/statement-store";
import { newId } from "@/lib/ids/ids";
import type { Loan } from "@/lib/schemas/loan";
import { releasedLater } from "@/lib/terms/cash-flows";

const BATCH_ROWS = 200;

/**
 * The data step of migration 0025: the WithheldRelease rows of loans
 * disbursed before it, one per withhold tranche of the loan as it stands
 * (updates stop at disbursal, so as it was disbursed), none released. The
 * tranches are in the encrypted body, which SQL cannot read. Walks the
 * disbursed loans in id order a batch at a time. Returns how many rows it wrote.
 */
export async function backfillWithheldReleases(store: StatementStore, keyring: DataKeyring = dataKeyring()): Promise<number> {
  let written = 0;
  let after = "";
  for (;;) {
    const rows = await store.all<{ id: string; body: string }>(
      `SELECT "Loan"."id", "Loan"."body" FROM "Loan" JOIN "Disbursal" ON "Disbursal"."loanId" = "Loan"."id" WHERE "Loan"."id" > ? ORDER BY "Loan"."id" LIMIT ${BATCH_ROWS}`,
      [after],
    );
    const last = rows.at(-1);
    if (!last) return written;
    const statements = rows.flatMap(({ id, body }) =>
      releasedLater(JSON.parse(openText(LOAN_BODY, id, body, keyring)) as Loan).map(({ date, amount }, position) => ({
        sql: `INSERT INTO "WithheldRelease" ("id", "loanId", "position", "dueOn", "amount") VALUES (?, ?, ?, ?, ?)`,
        params: [newId(), id, position, date, amount],
      })),
    );
    if (statements.length > 0) written += (await store.transaction(statements)).length;
    after = last.id;
  }
}
