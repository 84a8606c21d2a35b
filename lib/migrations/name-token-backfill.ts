import type { Statement, StatementStore } from "@/lib/db/statement-store";
import { nameTokenRows } from "@/lib/loans/name-tokens";

const BATCH_ROWS = 1000;

/**
 * The data step of migration 0029: the name words of loans booked before
 * the search by name, from `Loan.fullName` (kept in clear, so nothing is
 * decrypted). Walks the loans in id order a batch at a time; a word already
 * there is left alone, so running it again changes nothing. Returns how many
 * words it wrote.
 */
export async function backfillNameTokens(store: StatementStore): Promise<number> {
  let written = 0;
  let after = "";
  for (;;) {
    const loans = await store.all<{ id: string; partnerId: string; fullName: string }>(
      `SELECT "id", "partnerId", "fullName" FROM "Loan" WHERE "id" > ? ORDER BY "id" LIMIT ${BATCH_ROWS}`,
      [after],
    );
    const last = loans.at(-1);
    if (!last) return written;
    const statements: Statement[] = loans.flatMap(nameTokenRows).map(({ loanId, partnerId, token }) => ({
      sql: `INSERT INTO "LoanNameToken" ("loanId", "partnerId", "token") VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
      params: [loanId, partnerId, token],
    }));
    if (statements.length > 0) written += (await store.transaction(statements)).reduce((sum, changed) => sum + changed, 0);
    after = last.id;
  }
}
