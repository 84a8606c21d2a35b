import { insertPostgresRows, postgresTime, type PostgresSession } from "@/lib/db/postgres-direct";
import { notFound } from "@/lib/errors/app-error";
import type { CoApplicant } from "@/lib/generated/sqlite/client";
import { isUuid } from "@/lib/ids/ids";
import { nachOf, type StoredNach } from "@/lib/nach/nach-record";
import {
  changedRecord,
  DELETE_CO_APPLICANTS,
  loanOf,
  SELECT_CO_APPLICANTS,
  SELECT_LATEST_NACH,
  SELECT_PARTNER_LOAN,
  UPDATE_LOAN_BODY,
  type StoredLoan,
} from "./loan-sql";
import type { DecideChange, LoanWithNach, NewLoan } from "./loan-store";
import type { LoanRecord } from "./loan-record";

export async function insertLoan(session: PostgresSession, { loan, coApplicants, events }: NewLoan): Promise<void> {
  await insertPostgresRows(session, "Loan", [loan]);
  await insertPostgresRows(session, "CoApplicant", coApplicants);
  await insertPostgresRows(session, "LoanEvent", events);
}

export async function findLoanWithLatestNach(session: PostgresSession, partnerId: string, leadId: string): Promise<LoanWithNach> {
  const row = isUuid(leadId) ? await session.get<StoredLoan>(SELECT_PARTNER_LOAN, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const [coApplicants, nach] = await Promise.all([
    session.all<CoApplicant>(SELECT_CO_APPLICANTS, row.id),
    session.get<StoredNach>(SELECT_LATEST_NACH, row.id),
  ]);
  return { record: loanOf(row, coApplicants), nach: nach ? nachOf(nach) : null };
}

/**
 * Inside one transaction; the row lock makes other writers of the loan
 * (disbursal included) wait, so what `decide` sees is what is written over.
 */
export async function changeLoan(session: PostgresSession, partnerId: string, leadId: string, decide: DecideChange): Promise<LoanRecord> {
  const row = isUuid(leadId) ? await session.get<StoredLoan>(`${SELECT_PARTNER_LOAN} FOR UPDATE`, leadId, partnerId) : undefined;
  if (!row) throw notFound("Loan");
  const record = loanOf(row, await session.all<CoApplicant>(SELECT_CO_APPLICANTS, row.id));
  const change = decide(record);
  const now = new Date();
  await session.run(UPDATE_LOAN_BODY, change.body, change.loanAmount, postgresTime(now), record.id);
  if (change.coApplicants) {
    await session.run(DELETE_CO_APPLICANTS, record.id);
    await insertPostgresRows(session, "CoApplicant", change.coApplicants);
  }
  await insertPostgresRows(session, "LoanEvent", change.events);
  return changedRecord(record, change, now);
}
