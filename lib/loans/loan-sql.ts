import { storedDate, type Statement, type Stored } from "@/lib/db/sql-rows";
import type { CoApplicant, Loan } from "@/lib/generated/sqlite/client";
import type { Exposure } from "@/lib/policy/evaluate-policy";
import type { ExposureQuery, LoanChange } from "./loan-store";
import type { LoanRecord } from "./loan-record";

/**
 * What the direct loan stores share: the statements that read the same on
 * SQLite and PostgreSQL, and the mapping of their rows. (PostgreSQL reads a
 * loan in one query that SQLite cannot express; SQLite, with no round trips
 * to save, uses plain ones.)
 */
export const UPDATE_LOAN_BODY =
  'UPDATE "Loan" SET "body" = ?, "panHash" = ?, "loanAmount" = ?, "maturesOn" = ?, "policy" = ?, "policyVersion" = ?, "version" = "version" + 1, "updatedAt" = ? WHERE "id" = ?';

/** UPDATE_LOAN_BODY's parameters before the time and the id. */
export const changeParams = (change: LoanChange) => [change.body, change.panHash, change.loanAmount, change.maturesOn, change.policy, change.policyVersion];

/**
 * The PAN's live Approved loans, every partner's, as one range read of the
 * (panHash, status, maturesOn) index per hash. A loan whose last instalment
 * falls due today still counts; a null `maturesOn` (a row the 0007 data step
 * could not read) counts as live, the safe side.
 */
export function exposureStatement(query: ExposureQuery, excludeLoanId: string | null): Statement {
  const hashes = query.hashes.map(() => "?").join(", ");
  return {
    sql:
      `SELECT COUNT(*) AS "loans", COALESCE(SUM("loanAmount"), 0) AS "amount" FROM "Loan" ` +
      `WHERE "panHash" IN (${hashes}) AND "status" = 'Approved' AND ("maturesOn" IS NULL OR "maturesOn" >= ?)` +
      (excludeLoanId === null ? "" : ` AND "id" <> ?`),
    params: [...query.hashes, query.today, ...(excludeLoanId === null ? [] : [excludeLoanId])],
  };
}

/** PostgreSQL returns COUNT and SUM as bigint text. */
export const exposureOf = (row: { loans: number | string; amount: number | string } | undefined): Exposure => ({
  loans: Number(row?.loans ?? 0),
  amount: Number(row?.amount ?? 0),
});
/** The loan's mandate that is initiated or registered, if any. */
export const SELECT_ACTIVE_MANDATE = 'SELECT "id", "status", "mandate" FROM "PhysicalNach" WHERE "activeLoanId" = ?';

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
    maturesOn: change.maturesOn,
    policy: change.policy,
    policyVersion: change.policyVersion,
    version: record.version + 1,
    updatedAt: now,
    coApplicants: change.coApplicants ?? record.coApplicants,
  };
}
