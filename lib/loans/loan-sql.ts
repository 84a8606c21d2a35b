import { storedDate, type Stored } from "@/lib/db/sql-rows";
import type { CoApplicant, Loan } from "@/lib/generated/sqlite/client";
import type { LoanChange } from "./loan-store";
import type { LoanRecord } from "./loan-record";

/**
 * What the direct loan stores share: the statements that read the same on
 * SQLite and PostgreSQL, and the mapping of their rows. (PostgreSQL reads a
 * loan in one query that SQLite cannot express; SQLite, with no round trips
 * to save, uses plain ones.)
 */
export const UPDATE_LOAN_BODY =
  'UPDATE "Loan" SET "body" = ?, "panHash" = ?, "loanAmount" = ?, "version" = "version" + 1, "updatedAt" = ? WHERE "id" = ?';
export const DELETE_CO_APPLICANTS = 'DELETE FROM "CoApplicant" WHERE "loanId" = ?';

export type StoredLoan = Stored<Loan, "disbursedAt" | "createdAt" | "updatedAt">;

export function loanOf(row: StoredLoan, coApplicants: CoApplicant[]): LoanRecord {
  return {
    ...row,
    disbursedAt: storedDate(row.disbursedAt),
    createdAt: storedDate(row.createdAt),
    updatedAt: storedDate(row.updatedAt),
    coApplicants,
  };
}

/** The loan as UPDATE_LOAN_BODY and `change` leave it, without reading it again. */
export function changedRecord(record: LoanRecord, change: LoanChange, now: Date): LoanRecord {
  return {
    ...record,
    body: change.body,
    panHash: change.panHash,
    loanAmount: change.loanAmount,
    version: record.version + 1,
    updatedAt: now,
    coApplicants: change.coApplicants ?? record.coApplicants,
  };
}
