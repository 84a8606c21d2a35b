import { insertRows, sqliteTime, storedDate, type SqliteSession, type Stored } from "@/lib/db/sqlite-direct";
import { notFound } from "@/lib/errors/app-error";
import type { CoApplicant, Loan } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import { nachFromSqlite, type StoredNach } from "@/lib/nach/nach-record";
import type { DecideChange, LoanWithNach, NewLoan } from "./loan-store";
import type { LoanRecord } from "./loan-record";

function loanOf(row: Stored<Loan, "disbursedAt" | "createdAt" | "updatedAt">): Loan {
  return { ...row, disbursedAt: storedDate(row.disbursedAt), createdAt: storedDate(row.createdAt), updatedAt: storedDate(row.updatedAt) };
}

export function insertLoan(session: SqliteSession, { loan, coApplicants, events }: NewLoan): void {
  insertRows(session, "Loan", [loan]);
  insertRows(session, "CoApplicant", coApplicants);
  insertRows(session, "LoanEvent", events);
}

/** Another partner's loan, a malformed id and an unknown one are the same to the caller: not found. */
function findPartnerLoan(session: SqliteSession, partnerId: string, leadId: string): LoanRecord {
  const row = isUuid(leadId)
    ? session.get<Stored<Loan, "disbursedAt" | "createdAt" | "updatedAt">>('SELECT * FROM "Loan" WHERE "id" = ? AND "partnerId" = ?', leadId, partnerId)
    : undefined;
  if (!row) throw notFound("Loan");
  const coApplicants = session.all<CoApplicant>('SELECT * FROM "CoApplicant" WHERE "loanId" = ? ORDER BY "position"', row.id);
  return { ...loanOf(row), coApplicants };
}

export function findLoanWithLatestNach(session: SqliteSession, partnerId: string, leadId: string): LoanWithNach {
  const record = findPartnerLoan(session, partnerId, leadId);
  const nach = session.get<StoredNach>('SELECT * FROM "PhysicalNach" WHERE "loanId" = ? ORDER BY "id" DESC LIMIT 1', record.id);
  return { record, nach: nach ? nachFromSqlite(nach) : null };
}

/** Runs inside one synchronous write transaction, so nothing can change the loan between its read and its write. */
export function changeLoan(session: SqliteSession, partnerId: string, leadId: string, decide: DecideChange): LoanRecord {
  const record = findPartnerLoan(session, partnerId, leadId);
  const change = decide(record);
  session.run(
    'UPDATE "Loan" SET "body" = ?, "loanAmount" = ?, "version" = "version" + 1, "updatedAt" = ? WHERE "id" = ?',
    change.body,
    change.loanAmount,
    sqliteTime(new Date()),
    record.id,
  );
  if (change.coApplicants) {
    session.run('DELETE FROM "CoApplicant" WHERE "loanId" = ?', record.id);
    insertRows(session, "CoApplicant", change.coApplicants);
  }
  insertRows(session, "LoanEvent", change.events);
  return findPartnerLoan(session, partnerId, leadId);
}
