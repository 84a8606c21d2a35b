import { insertRows, sqliteTime, type SqliteSession } from "@/lib/db/sqlite-direct";
import { notFound } from "@/lib/errors/app-error";
import type { CoApplicant } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import type { Exposure } from "@/lib/policy/evaluate-policy";
import type { ActiveMandate } from "@/lib/nach/mandate-guard";
import {
  changedRecord,
  changeParams,
  DELETE_CO_APPLICANTS,
  exposureOf,
  exposureStatement,
  loanOf,
  SELECT_ACTIVE_MANDATE,
  UPDATE_LOAN_BODY,
  type StoredLoan,
} from "./loan-sql";
import type { DecideBooking, DecideChange, ExposureFor, ExposureQuery, LoanWithNach, NewLoan } from "./loan-store";
import type { LoanRecord } from "./loan-record";

const SELECT_PARTNER_LOAN = 'SELECT * FROM "Loan" WHERE "id" = ? AND "partnerId" = ?';
const SELECT_CO_APPLICANTS = 'SELECT * FROM "CoApplicant" WHERE "loanId" = ? ORDER BY "position"';
const SELECT_LATEST_NACH = 'SELECT "id", "status", "umrn", "mandate" FROM "PhysicalNach" WHERE "loanId" = ? ORDER BY "id" DESC LIMIT 1';

// Every write runs alone on the one connection (sqliteWrite), so the read and the write that follows need no lock.
function readExposure(session: SqliteSession, query: ExposureQuery | null, excludeLoanId: string | null): Exposure | null {
  if (query === null) return null;
  const { sql, params } = exposureStatement(query, excludeLoanId);
  return exposureOf(session.get(sql, ...params));
}

export function insertLoan(session: SqliteSession, query: ExposureQuery | null, decide: DecideBooking): NewLoan {
  const rows = decide(readExposure(session, query, null));
  insertRows(session, "Loan", [rows.loan]);
  insertRows(session, "CoApplicant", rows.coApplicants);
  insertRows(session, "LoanEvent", rows.events);
  return rows;
}

/** Another partner's loan, a malformed id and an unknown one are the same to the caller: not found. */
function findPartnerLoan(session: SqliteSession, partnerId: string, leadId: string): LoanRecord {
  const row = isUuid(leadId) ? session.get<StoredLoan>(SELECT_PARTNER_LOAN, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  return loanOf(row, session.all<CoApplicant>(SELECT_CO_APPLICANTS, row.id));
}

export function findLoanWithLatestNach(session: SqliteSession, partnerId: string, leadId: string): LoanWithNach {
  const record = findPartnerLoan(session, partnerId, leadId);
  return { record, nach: session.get<LoanWithNach["nach"]>(SELECT_LATEST_NACH, record.id) ?? null };
}

/** Runs inside one synchronous write transaction, so nothing can change the loan between its read and its write. */
export function changeLoan(session: SqliteSession, partnerId: string, leadId: string, decide: DecideChange, exposureFor: ExposureFor): LoanRecord {
  const record = findPartnerLoan(session, partnerId, leadId);
  const active = session.get<ActiveMandate>(SELECT_ACTIVE_MANDATE, record.id) ?? null;
  const change = decide(record, readExposure(session, exposureFor(record), record.id), active);
  const now = new Date();
  session.run(UPDATE_LOAN_BODY, ...changeParams(change), sqliteTime(now), record.id);
  if (change.coApplicants) {
    session.run(DELETE_CO_APPLICANTS, record.id);
    insertRows(session, "CoApplicant", change.coApplicants);
  }
  insertRows(session, "LoanEvent", change.events);
  return changedRecord(record, change, now);
}
