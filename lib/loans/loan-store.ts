import { usesPostgres } from "@/lib/db/legacy-prisma";
import { postgresAutocommit, postgresWrite } from "@/lib/db/postgres-direct";
import { sqliteRead, sqliteWrite } from "@/lib/db/sqlite-direct";
import type { Loan as LoanRow } from "@/lib/generated/sqlite/client";
import type { ActiveMandate } from "@/lib/nach/mandate-guard";
import type { NachRecord } from "@/lib/nach/nach-record";
import type { Exposure } from "@/lib/policy/evaluate-policy";
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
  maturesOn: string;
  /** The evaluation, JSON: the stored one, or the new one when the change re-ran the policy. */
  policy: string;
  policyVersion: string;
  /** The new co-applicant rows, or null when they stay as they are. */
  coApplicants: CoApplicantRow[] | null;
  events: LoanEventRow[];
}

/** What the exposure rule needs looked up: a PAN's live Approved loans (lib/loans/exposure.ts). */
export interface ExposureQuery {
  /** The PAN's hash under every configured key; the first, the current key's, also names the PostgreSQL lock. */
  hashes: string[];
  /** Today in India, `YYYY-MM-DD`: loans with an instalment due today or later are live. */
  today: string;
}

/**
 * Decides a booking from the customer's other live loans (null when the
 * loan has no PAN to find them by), read in the same write transaction.
 */
export type DecideBooking = (exposure: Exposure | null) => NewLoan;

/**
 * Decides an update from the loan as it stands, its mandate that is
 * initiated or registered (read after the loan, under its lock, so an
 * initiation either committed before or waits until after), and, when
 * asked for, the customer's other live loans; or throws to refuse it.
 */
export type DecideChange = (record: LoanRecord, exposure: Exposure | null, activeMandate: ActiveMandate | null) => LoanChange;

/** The exposure an update needs read for the loan as it stands, or null for none. */
export type ExposureFor = (record: LoanRecord) => ExposureQuery | null;

export interface LoanWithNach {
  record: LoanRecord;
  /** The loan's latest mandate, as much of it as the read shows (its snapshot still encrypted). */
  nach: Pick<NachRecord, "id" | "status" | "umrn" | "mandate"> | null;
}

/**
 * Stores the booking `decide` makes, with its co-applicants and events, all
 * or nothing. With an exposure query, the PAN's live loans are read in the
 * same write transaction, serialized with every other booking and update
 * of that PAN (SQLite's one writer; a PostgreSQL advisory lock on the PAN
 * hash), so two bookings can never both pass under the limit. Returns the
 * rows stored.
 */
export async function insertLoan(exposure: ExposureQuery | null, decide: DecideBooking): Promise<NewLoan> {
  if (usesPostgres()) return viaPostgres.insertLoan(exposure, decide);
  return sqliteWrite((session) => viaSqlite.insertLoan(session, exposure, decide));
}

/** A partner's loan and its latest mandate, read together. */
export async function findLoanWithLatestNach(partnerId: string, leadId: string): Promise<LoanWithNach> {
  if (usesPostgres()) return postgresAutocommit((session) => viaPostgres.findLoanWithLatestNach(session, partnerId, leadId));
  return sqliteRead((session) => viaSqlite.findLoanWithLatestNach(session, partnerId, leadId));
}

/**
 * Applies the change `decide` makes of the loan as it stands; no other write
 * of the loan can come between the read and the write. When `exposureFor`
 * asks, the PAN's other live loans (this one excluded) are read after the
 * loan, under the same PAN lock as bookings. Returns the loan as written.
 */
export async function changeLoan(partnerId: string, leadId: string, decide: DecideChange, exposureFor: ExposureFor = () => null): Promise<LoanRecord> {
  if (usesPostgres()) return postgresWrite((session) => viaPostgres.changeLoan(session, partnerId, leadId, decide, exposureFor));
  return sqliteWrite((session) => viaSqlite.changeLoan(session, partnerId, leadId, decide, exposureFor));
}
