import { usesPostgres } from "@/lib/db/client";
import { postgresAutocommit, postgresWrite } from "@/lib/db/postgres-direct";
import { sqliteRead, sqliteWrite } from "@/lib/db/sqlite-direct";
import type { Loan as LoanRow } from "@/lib/generated/sqlite/client";
import type { NachRecord } from "@/lib/nach/nach-record";
import type { LoanEventRow } from "./audit";
import type { CoApplicantRow } from "./co-applicants";
import type { LoanRecord } from "./loan-record";
import * as viaPostgres from "./loan-store-postgres";
import * as viaSqlite from "./loan-store-sqlite";

/**
 * Storage for the partner API's busiest operations (book, read, update), in
 * SQL on the direct connections rather than through Prisma, whose query
 * compiler was most of their cost (docs/performance.md). SQLite runs its
 * statements synchronously, PostgreSQL on the pool with as few round trips
 * as it allows; what they share is in loan-sql.ts. The domain modules
 * decide; these only store.
 */

export type NewLoanRow = Omit<LoanRow, "version" | "disbursedAt">;

export interface NewLoan {
  loan: NewLoanRow;
  coApplicants: CoApplicantRow[];
  events: LoanEventRow[];
}

export interface LoanChange {
  /** Encrypted (sealLoanBody). */
  body: string;
  panHash: string | null;
  loanAmount: number;
  /** The new co-applicant rows, or null when they stay as they are. */
  coApplicants: CoApplicantRow[] | null;
  events: LoanEventRow[];
}

/** Decides an update from the loan as it stands, or throws to refuse it. */
export type DecideChange = (record: LoanRecord) => LoanChange;

export interface LoanWithNach {
  record: LoanRecord;
  /** The loan's latest mandate, as much of it as the read shows. */
  nach: Pick<NachRecord, "id" | "status" | "umrn"> | null;
}

/** Stores a booked loan with its co-applicants and events, all or nothing. */
export async function insertLoan(rows: NewLoan): Promise<void> {
  if (usesPostgres()) await viaPostgres.insertLoan(rows);
  else await sqliteWrite((session) => viaSqlite.insertLoan(session, rows));
}

/** A partner's loan and its latest mandate, read together. */
export async function findLoanWithLatestNach(partnerId: string, leadId: string): Promise<LoanWithNach> {
  if (usesPostgres()) return postgresAutocommit((session) => viaPostgres.findLoanWithLatestNach(session, partnerId, leadId));
  return sqliteRead((session) => viaSqlite.findLoanWithLatestNach(session, partnerId, leadId));
}

/**
 * Applies the change `decide` makes of the loan as it stands; no other write
 * of the loan can come between the read and the write. Returns the loan as
 * written.
 */
export async function changeLoan(partnerId: string, leadId: string, decide: DecideChange): Promise<LoanRecord> {
  if (usesPostgres()) return postgresWrite((session) => viaPostgres.changeLoan(session, partnerId, leadId, decide));
  return sqliteWrite((session) => viaSqlite.changeLoan(session, partnerId, leadId, decide));
}
