import { dataKeyring, type DataKeyring } from "@/lib/crypto/data-key";
import { LOAN_BODY, NACH_MANDATE, openText, sealText } from "@/lib/crypto/sealed-columns";
import { lenderConfig } from "@/lib/config/lender";
import { dateFromStored } from "@/lib/db/stored-values";
import type { Queries } from "@/lib/db/transactions";
import { ifscBank } from "@/lib/codes/ifsc-bank";
import { todayInIndia } from "@/lib/calendar/india-day";
import type { Loan } from "@/lib/schemas/loan";
import { mandateSnapshot } from "@/lib/nach/mandate-snapshot";
import { proposedTerms } from "@/lib/nach/mandate-terms";
import { idOrderBatches } from "./id-order-batches";

const BATCH_ROWS = 200;

/**
 * The data step of migration 0009: a snapshot for each mandate initiated
 * before there were snapshots, as initiation with no chosen terms would have
 * made it on the day it was initiated, from its loan as it stands (the
 * older form was drawn from the live loan too, so this is what that form
 * showed last). Walks the rows in id order a batch at a time; running it
 * again only looks at rows still without one. Returns how many it filled.
 */
export async function backfillMandates(queries: Queries, keyring: DataKeyring = dataKeyring()): Promise<number> {
  const lender = lenderConfig();
  let filled = 0;
  const batches = idOrderBatches(
    (after, limit) =>
      queries
        .selectFrom("PhysicalNach")
        .innerJoin("Loan", "Loan.id", "PhysicalNach.loanId")
        .select(["PhysicalNach.id", "PhysicalNach.createdAt", "Loan.id as loanId", "Loan.body", "Loan.loanAccountNumber"])
        .where("PhysicalNach.mandate", "is", null)
        .where("PhysicalNach.id", ">", after)
        .orderBy("PhysicalNach.id")
        .limit(limit)
        .execute(),
    BATCH_ROWS,
  );
  for await (const rows of batches) {
    for (const row of rows) {
      const loan = JSON.parse(openText(LOAN_BODY, row.loanId, row.body, keyring)) as Loan;
      const mandateDate = todayInIndia(dateFromStored(row.createdAt));
      // A default end date can fall before a late start only on a loan long past its last instalment; such a mandate runs until cancelled.
      const terms = (() => {
        try {
          return proposedTerms({ loan, request: {}, today: mandateDate, category: lender.nachCategory });
        } catch {
          return proposedTerms({ loan, request: { until_cancelled: true }, today: mandateDate, category: lender.nachCategory });
        }
      })();
      const bankName = ifscBank(loan.bank_account.ifsc_code)?.name ?? loan.bank_account.ifsc_code.slice(0, 4);
      const mandate = mandateSnapshot({ loan, loanAccountNumber: row.loanAccountNumber, terms, bankName, lender, mandateDate });
      const { numUpdatedRows } = await queries
        .updateTable("PhysicalNach")
        .set({ mandate: sealText(NACH_MANDATE, row.id, JSON.stringify(mandate), keyring) })
        .where("id", "=", row.id)
        .where("mandate", "is", null)
        .executeTakeFirstOrThrow();
      filled += Number(numUpdatedRows);
    }
  }
  return filled;
}
